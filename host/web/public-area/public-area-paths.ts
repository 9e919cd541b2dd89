import { LOGIN_PATH } from '../routing/public-paths';

/** The pages under /Login (spec part 1 §2), as route patterns relative to /Login and as links. */
export const PUBLIC_PAGES = {
  forgotPassword: 'forgotpassword',
  signUp: 'signup/:email/:company',
  newPassword: 'newpassword/:token',
  confirmRegistration: 'confirm_registration/:token',
  /** The link mailed to a new email address (issue 13; not in the spec's route list). */
  confirmEmail: 'confirm_email/:token',
} as const;

export const FORGOT_PASSWORD_PATH = `${LOGIN_PATH}/${PUBLIC_PAGES.forgotPassword}`;

/** Query parameter of the confirm-registration link: where to go once the new user has signed in. */
export const NEXT_URL_PARAM = 'next_url';

/**
 * Only a path of this site is kept as next_url: a link in an email must not be able to send a freshly signed-in
 * user to another site (an open redirect).
 */
export function safeNextUrl(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
