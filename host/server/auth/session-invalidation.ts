import type { LiveIds } from '../live/live-topic';

/**
 * Which cached sessions to stop trusting: every session of some accounts (a password changed, an account disabled,
 * its permissions or names edited) and single sessions by their login_tokens row id (a sign-out). Ids only: each
 * process reads the rest from the database on the next call.
 */
export interface SessionInvalidation {
  customers: readonly number[];
  sessions: readonly number[];
}

const CUSTOMER = 'customer:';
const SESSION = 'session:';

/** The bus ids of an invalidation: 'customer:<id>' and 'session:<id>'. */
export function invalidationIds(change: SessionInvalidation): string[] {
  return [...change.customers.map((id) => `${CUSTOMER}${id}`), ...change.sessions.map((id) => `${SESSION}${id}`)];
}

/** An invalidation read back from bus ids; anything that is not one of ours is skipped. */
export function readInvalidationIds(ids: LiveIds): { customers: Set<number>; sessions: Set<number> } {
  const customers = new Set<number>();
  const sessions = new Set<number>();
  for (const id of ids) {
    if (typeof id !== 'string') continue;
    const set = id.startsWith(CUSTOMER) ? customers : id.startsWith(SESSION) ? sessions : undefined;
    const digits = id.slice(id.indexOf(':') + 1);
    if (set && /^\d{1,15}$/.test(digits)) set.add(Number(digits));
  }
  return { customers, sessions };
}
