import type { CustomerSession } from '../../core/contract/session';
import { STORAGE_KEYS } from '../../core/storage-keys';
import type { StorageService } from './storage-service';

export type SessionUser = Omit<CustomerSession, 'login_token'>;

/** What the account page may change of the signed-in user's own details. */
export type UserDetailsChange = Partial<Pick<SessionUser, 'name' | 'surname' | 'image'>>;

/** The user's details after `change`, the initials following the name (as the server makes them). */
export function withUserDetails(user: SessionUser, change: UserDetailsChange): SessionUser {
  const next = { ...user, ...change };
  return { ...next, initial: `${next.name.charAt(0)}${next.surname.charAt(0)}`.toUpperCase() };
}

/** Name, initials and picture under the spec's keys (part 1 §3: USER_NAME, USER_INITIAL, USER_IMAGE). */
export function storeUserDetails(storage: StorageService, user: Pick<SessionUser, 'name' | 'initial' | 'image'>): void {
  storage.set(STORAGE_KEYS.userName, user.name);
  storage.set(STORAGE_KEYS.userInitial, user.initial);
  if (user.image) storage.set(STORAGE_KEYS.userImage, user.image);
  else storage.remove(STORAGE_KEYS.userImage);
}

/** Writes what sign-in answers under the spec's keys (part 1 §3). */
export function storeSession(storage: StorageService, token: string, user: SessionUser): void {
  storage.set(STORAGE_KEYS.loginToken, token);
  storeUserDetails(storage, user);
  storage.set(STORAGE_KEYS.email, user.email);
  storage.set(STORAGE_KEYS.company, user.company);
  storage.set(STORAGE_KEYS.permissions, JSON.stringify(user.permission));
  // 'null' is how the spec stores "not accepted" (part 1 §4, Privacy).
  storage.set(STORAGE_KEYS.privacy, String(user.privacyCheckedDate));
}

/**
 * Logout (part 1 §4): the login token and the JWT go; the user's cached details go with them, and so does the
 * news list cached for this session (what the next user of the tab may see can differ).
 */
export function clearSessionStorage(storage: StorageService): void {
  for (const key of [
    STORAGE_KEYS.loginToken,
    STORAGE_KEYS.jwt,
    STORAGE_KEYS.legacyId,
    STORAGE_KEYS.userName,
    STORAGE_KEYS.userImage,
    STORAGE_KEYS.userInitial,
    STORAGE_KEYS.email,
    STORAGE_KEYS.company,
    STORAGE_KEYS.permissions,
    STORAGE_KEYS.privacy,
  ]) {
    storage.remove(key);
  }
  storage.removeSession(STORAGE_KEYS.newsCache);
}
