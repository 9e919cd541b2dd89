import type { AccountLanguage } from '../../core/form-rules';

/** The signed-in user as a plugin's handler sees it. */
export interface AuthenticatedUser {
  id: number;
  companyId: number;
  username: string;
  permissions: string[];
}

/** The signed-in user as every authenticated call sees it. */
export interface SessionUser extends AuthenticatedUser {
  /** The session's row: the newer API's JWT names it, so the JWT ends with the session. */
  sessionId: number;
  name: string;
  surname: string;
  email: string;
  image: string | null;
  companyName: string;
  privacyCheckedAt: string | null;
  language: AccountLanguage;
}
