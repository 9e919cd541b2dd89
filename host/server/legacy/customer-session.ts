import type { CheckLoginTokenResponse, CustomerSession } from '../../core/contract/session';
import type { SessionUser } from '../auth/session-user';

/**
 * Image URLs get a suffix that changes with every sign-in so a replaced picture is not served from cache.
 * Uploaded avatars already carry one that changes with the picture (v=<updated-at>): kept, so browsers can cache.
 */
export function cacheBusted(image: string | null): string | null {
  if (!image || image.startsWith('data:') || /[?&]v=/.test(image)) return image;
  return `${image}${image.includes('?') ? '&' : '?'}v=${Date.now()}`;
}

function initials(user: SessionUser): string {
  return `${user.name.charAt(0)}${user.surname.charAt(0)}`.toUpperCase();
}

/** What checkLoginToken answers (spec part 1 §3: the user from login, without the token). */
export function toCheckLoginTokenResponse(user: SessionUser): CheckLoginTokenResponse {
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    initial: initials(user),
    image: cacheBusted(user.image),
    email: user.email,
    company: user.companyName,
    permission: user.permissions,
    privacyCheckedDate: user.privacyCheckedAt,
    language: user.language,
  };
}

export function toCustomerSession(user: SessionUser, loginToken: string): CustomerSession {
  return { login_token: loginToken, ...toCheckLoginTokenResponse(user) };
}
