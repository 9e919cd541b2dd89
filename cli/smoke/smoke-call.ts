import type { AnyEndpoint, Backend } from '../../host/core/endpoints';

export type { Backend };

/**
 * What the rows pass on to each other: sign-in yields the login token, the email and the user's permissions,
 * /auth the JWT, and a row whose declaration `keeps` a value (an id the next calls ask for) adds it. Values are
 * kept as the text they are sent as.
 */
export interface SmokeSession {
  readonly username: string;
  readonly password: string;
  permissions?: readonly string[];
  values: Record<string, string | undefined>;
}

/** The session values a row can need: 'permissions', or the name of a kept value ('loginToken', 'placeId'). */
export type SessionValue = string;

/** What a row checks its answer with: null when it fits, or what is wrong with it. */
export type AnswerCheck = (answer: unknown, contentType: string | undefined) => string | null;

export interface SmokeCall {
  /**
   * The runner's own first steps: signing in on the legacy API, then getting the newer API's JWT. A refused or
   * unanswered sign-in ends the run (every other call needs its token); see cli/exit-codes.ts.
   */
  foundation?: 'signIn' | 'authorise';
  backend: Backend;
  method: 'GET' | 'POST';
  path: string;
  expected: number;
  /** The module the row belongs to: its endpoint id's prefix ('demo-x.getOverview' → 'demo-x'); none for sign-in. */
  module?: string;
  /** The declaration the row comes from; the sign-in steps have none. */
  endpoint?: AnyEndpoint;
  /**
   * What the call needs from earlier rows; without it the row is reported as not run. Legacy rows that need the
   * login token also get the app token, as every non-exempt legacy call does.
   */
  needs: readonly SessionValue[];
  /** What `keep` stores for later rows: when this row is skipped, the rows that need it are skipped too. */
  produces?: readonly SessionValue[];
  /**
   * The permissions of which the smoke user must hold at least one (the declaration's own `access` list, which
   * the server enforces). For a user who holds none, or holds one of `notAllowed`, the call is not made and the
   * row is skipped, not failed: the smoke user may be any account, and a refusal it earned says nothing about
   * the deployment.
   */
  allowedFor?: readonly string[];
  notAllowed?: readonly string[];
  /** Request fields besides the credentials the runner adds (the query of a GET, the form or JSON of a POST). */
  payload?: (session: Readonly<SmokeSession>) => Record<string, string>;
  /** How the body is read before `check`: parsed as JSON (the default), or as text for a file such as a PDF. */
  answer?: 'json' | 'text';
  check: AnswerCheck;
  /** Keeps what later rows need; called only when the answer passed `check`. A problem fails the row. */
  keep?: (answer: unknown, session: SmokeSession) => string | null;
}

/** Where the sign-in steps' values come from, for the reason of a row that could not run without one. */
const FOUNDATION_SOURCES: Readonly<Record<string, string>> = {
  loginToken: 'the login token from sign-in',
  email: 'the email from sign-in',
  permissions: 'the permission list from sign-in',
  jwt: 'the JWT from /auth',
};

/** 'placeId' → 'place id': how a kept value reads in a reason. */
export function valueWords(value: SessionValue): string {
  return value.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** 'placeId' → 'a place id', 'areaCode' → 'an area code'. */
export function describeValue(value: SessionValue): string {
  const words = valueWords(value);
  return `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
}

/** Where each value of the table comes from: the sign-in steps, or the row that keeps it. */
export function valueSources(table: readonly SmokeCall[]): Map<SessionValue, string> {
  const sources = new Map(Object.entries(FOUNDATION_SOURCES));
  for (const call of table) {
    for (const value of call.produces ?? []) {
      if (!sources.has(value)) sources.set(value, `${describeValue(value)} from ${call.path}`);
    }
  }
  return sources;
}
