import { holdsAny } from '@vigil/core';
import type { AuthenticatedUser, PlatformServices } from '@vigil/server-sdk';
// The travel module's contract (manifest optionalUses: ['tra']): who may see its travellers, how long an alert stands.
import { AFFECTED_PERMISSIONS } from '../../tra/contract/permissions';
import type { AffectedQuery, TraServerFunctions } from '../../tra/contract/server-functions';
import { ALERT_STANDS_DAYS } from '../../tra/contract/travel-limits';
import type { NewsAffected } from '../contract';
import type { NatTables } from './tables';

const DAY_MS = 86_400_000;

/** The alert levels whose alerts say how many travellers they affect (issue 22 "Who is affected"). */
const SEVERE_LEVELS: ReadonlySet<string> = new Set(['high', 'extreme']);

/** An alert as the count needs it. */
export interface AlertForAffected {
  countryId: number;
  alertLevel: string;
  /** ISO timestamp of its publication. */
  createdAt: string;
}

/** Counts, for a page of alerts, the travellers each affects; null where the count is not the caller's to see. */
export type AffectedCounter = (user: AuthenticatedUser, alerts: readonly AlertForAffected[]) => Promise<(NewsAffected | null)[]>;

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The days an alert stands, from today (UTC) to ALERT_STANDS_DAYS after its publication day; null once that day has
 * passed (the alert no longer affects anyone) or for a date the server cannot read.
 */
export function alertWindow(createdAt: string, now: Date): { from: string; to: string } | null {
  const published = Date.parse(`${createdAt.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(published)) return null;
  const from = isoDay(now.getTime());
  const to = isoDay(published + ALERT_STANDS_DAYS * DAY_MS);
  return to < from ? null : { from, to };
}

/**
 * The counter of this server. tra is among nat's `optionalUses`: where it is not enabled `uses('tra')` throws, and
 * no alert carries a count (said once in the log). Only admins and tra users see them, as tra's own /travels/affected.
 */
export function affectedCounter(platform: Pick<PlatformServices<NatTables>, 'log' | 'uses'>, now: () => Date = () => new Date()): AffectedCounter {
  let tra: TraServerFunctions | null;
  try {
    tra = platform.uses<TraServerFunctions>('tra');
  } catch (error) {
    tra = null;
    platform.log.info(`News alerts without affected travellers: ${error instanceof Error ? error.message : String(error)}`);
  }
  return async (user, alerts) => {
    if (!tra || !holdsAny(user.permissions, AFFECTED_PERMISSIONS)) return alerts.map(() => null);
    const today = now();
    // One question per country and window: a page's alerts often share both.
    const queries: AffectedQuery[] = [];
    const slots = new Map<string, number>();
    const asked = alerts.map((alert) => {
      const window = SEVERE_LEVELS.has(alert.alertLevel) ? alertWindow(alert.createdAt, today) : null;
      if (!window) return null;
      const key = `${alert.countryId}/${window.to}`;
      let slot = slots.get(key);
      if (slot === undefined) {
        slot = queries.push({ countryId: alert.countryId, ...window }) - 1;
        slots.set(key, slot);
      }
      return slot;
    });
    if (queries.length === 0) return alerts.map(() => null);
    const answers = await tra.affectedTravels(user.companyId, queries);
    return asked.map((slot) => {
      const answer = slot === null ? undefined : answers[slot];
      return answer ? { count: answer.count, travels: answer.travels } : null;
    });
  };
}
