import type { CustomerSession } from '../../core/contract/session';
import type { UserDetailsChange } from './session-storage';

/** Session states of spec part 1 §4. */
export type SessionState = 'unauthenticated' | 'authorising' | 'authorised';

/** The parts of a location that the token-in-URL handling reads. */
export interface UrlLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface AuthService {
  readonly state: SessionState;
  /** True while a stored or URL token is being checked, so that guards wait instead of redirecting. */
  readonly checking: boolean;
  /** Permissions of the signed-in user (empty when not authorised). */
  readonly permissions: readonly string[];
  readonly user: Omit<CustomerSession, 'login_token'> | null;
  login(username: string, password: string): Promise<void>;
  /** Signs in with a login token (from the query string or storage); a failure removes the stored token. */
  loginWithToken(token: string): Promise<void>;
  /** Checks the stored token at start; stays unauthenticated silently when there is none or it fails. */
  restore(): Promise<void>;
  logout(): Promise<void>;
  /**
   * The signed-in user's own details changed (the account page saved a name or a picture): the header shows them
   * at once, and the stored copy (USER_NAME, USER_INITIAL, USER_IMAGE) follows.
   */
  updateUser(change: UserDetailsChange): void;
  /** Start of the app: signs in with a token in the URL, else checks the stored token, else does nothing. */
  start(location: UrlLocation): void;
  /**
   * Handles `?login_token=` in `location`: stores it, signs in with it (unless it is already this session's
   * token) and removes it from the address bar with a history replace that keeps the other parameters.
   * Returns false when the location carries no token.
   */
  acceptUrlToken(location: UrlLocation): boolean;
}
