import type { CustomerSession } from '../../core/api-contract';

/** Session states of spec part 1 §4. */
export type SessionState = 'unauthenticated' | 'authorising' | 'authorised';

export interface AuthService {
  readonly state: SessionState;
  /** Permissions of the signed-in user (empty when not authorised). */
  readonly permissions: readonly string[];
  readonly user: Omit<CustomerSession, 'login_token'> | null;
  login(username: string, password: string): Promise<void>;
  /** Signs in with a login token (from the query string or storage); a failure removes the stored token. */
  loginWithToken(token: string): Promise<void>;
  /** Checks the stored token at start; stays unauthenticated silently when there is none or it fails. */
  restore(): Promise<void>;
  logout(): Promise<void>;
}
