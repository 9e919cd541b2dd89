import { GPA_PATHS } from '../../host/core/risk-content-contract';
import type { ShapeCheck } from './shape-checks';

export type Backend = 'legacy' | 'new';

/**
 * What the rows pass on to each other: sign-in yields the login token and the user's permissions, /auth the
 * JWT, the GPA lists the ids the detail calls ask for. Ids are kept as the text they are sent as.
 */
export interface SmokeSession {
  readonly username: string;
  readonly password: string;
  loginToken?: string;
  email?: string;
  permissions?: readonly string[];
  jwt?: string;
  continentId?: string;
  countryId?: string;
}

/** The session values a row can need from an earlier one. */
export type SessionValue = 'loginToken' | 'permissions' | 'jwt' | 'continentId' | 'countryId';

/** Where each value comes from, for the reason of a row that could not run without it. */
export const SESSION_VALUE_SOURCES: Readonly<Record<SessionValue, string>> = {
  loginToken: 'the login token from sign-in',
  permissions: 'the permission list from sign-in',
  jwt: 'the JWT from /auth',
  continentId: `a continent id from ${GPA_PATHS.continents}`,
  countryId: `a country id from ${GPA_PATHS.continentCountries}`,
};

export interface SmokeCall {
  backend: Backend;
  method: 'GET' | 'POST';
  path: string;
  expected: number;
  /**
   * What the call needs from earlier rows; without it the row is reported as not run. Legacy rows that need the
   * login token also get the app token, as every non-exempt legacy call does.
   */
  needs: readonly SessionValue[];
  /** What `keep` stores for later rows: when this row is skipped, the rows that need it are skipped too. */
  produces?: readonly SessionValue[];
  /**
   * The permissions of which the smoke user must hold at least one (the server's own list, from host/core). For
   * a user who holds none the call is not made and the row is skipped, not failed: the smoke user may be any
   * account, and a refusal it earned says nothing about the deployment.
   */
  allowedFor?: readonly string[];
  /** Request fields besides the credentials the runner adds (the query of a legacy GET, the form of a POST). */
  payload?: (session: Readonly<SmokeSession>) => { form?: Record<string, string>; json?: unknown };
  /** How the body is read before `check`: parsed as JSON (the default), or as text for a file such as a PDF. */
  answer?: 'json' | 'text';
  check: ShapeCheck;
  /** Keeps what later rows need; called only when the answer passed `check`. */
  keep?: (answer: unknown, session: SmokeSession) => void;
}
