/** Keys of local and session storage (spec part 1 §3, §9). USER_* names are the spec's own. */
export const STORAGE_KEYS = {
  loginToken: 'LOGIN_TOKEN',
  jwt: 'JWT',
  userImage: 'USER_IMAGE',
  userName: 'USER_NAME',
  userInitial: 'USER_INITIAL',
  privacy: 'USER_PRIVACY',
  email: 'USER_EMAIL',
  company: 'USER_COMPANY',
  legacyId: 'LEGACY_ID',
  permissions: 'USER_PERMISSIONS',
  frontendPermissions: 'FRONTEND_PERMISSIONS',
  /** Session storage: a login token taken out of the arrival URL, waiting for the session services. */
  arrivalToken: 'ARRIVAL_LOGIN_TOKEN',
  /** Session storage: where to go once the session is authorised. */
  nextUrl: 'next_url',
  /** Session storage: the news list with its expiry. */
  newsCache: 'NEWS_CACHE',
  /** The language of the pages before sign-in: chosen there, or the last signed-in account's (issue 15). */
  language: 'LANGUAGE',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
