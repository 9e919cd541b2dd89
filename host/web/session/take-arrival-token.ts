import { LOGIN_TOKEN_FIELD } from '../../core/credential-fields';
import { STORAGE_KEYS } from '../../core/storage-keys';

/**
 * Takes `?login_token=` out of the address bar before anything renders, so the token never lingers in history,
 * bookmarks, the Referer header or a screenshot; it waits in session storage until Auth signs in with it.
 */
export function takeArrivalToken(location: Location, history: History, sessionStorage: Storage): void {
  const params = new URLSearchParams(location.search);
  const token = params.get(LOGIN_TOKEN_FIELD);
  if (!token) return;
  sessionStorage.setItem(STORAGE_KEYS.arrivalToken, token);
  params.delete(LOGIN_TOKEN_FIELD);
  const search = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
}
