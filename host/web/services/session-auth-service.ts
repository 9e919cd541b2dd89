import { action, makeObservable, observable, runInAction } from 'mobx';
import { LOGIN_TOKEN_FIELD } from '../../core/credential-fields';
import {
  checkLoginToken,
  loginCustomer,
  loginCustomerWithToken,
  logout,
  newApiAuth,
  type CustomerSession,
} from '../../core/contract/session';
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '../../core/messages';
import { STORAGE_KEYS } from '../../core/storage-keys';
import { privacyFromSession } from '../gates/privacy-acceptance';
import { rememberLanguage, visitorLanguage } from '../i18n/visitor-language';
import { LOGIN_PATH } from '../routing/public-paths';
import { ApiError, type ApiClient } from './api-client';
import type { AuthService, SessionState, UrlLocation } from './auth-service';
import type { Api } from './endpoint-client';
import type { NavigationService } from './navigation-service';
import { clearSessionStorage, storeSession, storeUserDetails, withUserDetails, type SessionUser, type UserDetailsChange } from './session-storage';
import type { StorageService } from './storage-service';
import type { UiService } from './ui-service';

export const AUTHORISATION_POLL_MS = 1000;

export interface SessionAuthDependencies {
  /** The declared calls of sign-in and the session, on both backends. */
  api: Api;
  /** Only for its news of a refused session (any 401 of a legacy call), wherever the call was made. */
  legacyApi: ApiClient & { onUnauthorised?(listener: () => void): () => void };
  storage: StorageService;
  ui: UiService;
  navigation: NavigationService;
  pollIntervalMs?: number;
}

type AuthorisationOutcome = 'pending' | 'succeeded' | 'failed';

/**
 * The session state machine of spec part 1 §4: unauthenticated → authorising (signed in on the legacy API, the
 * newer API's JWT being fetched) → authorised. Navigation and toasts that the spec ties to these transitions
 * happen here, so every screen gets them.
 */
export class SessionAuthService implements AuthService {
  state: SessionState = 'unauthenticated';
  checking = false;
  user: SessionUser | null = null;
  permissions: readonly string[] = [];
  private outcome: AuthorisationOutcome = 'pending';
  private pollTimer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly deps: SessionAuthDependencies) {
    makeObservable<SessionAuthService, 'signIn' | 'signOut' | 'finishAuthorisation'>(this, {
      state: observable,
      checking: observable,
      user: observable.ref,
      permissions: observable.ref,
      updateUser: action,
      signIn: action,
      signOut: action,
      finishAuthorisation: action,
    });
    deps.legacyApi.onUnauthorised?.(() => this.loseAuthorisation());
  }

  start(location: UrlLocation): void {
    const arrival = this.deps.storage.getSession(STORAGE_KEYS.arrivalToken);
    if (arrival) {
      this.deps.storage.removeSession(STORAGE_KEYS.arrivalToken);
      void this.loginWithToken(arrival);
      return;
    }
    if (this.acceptUrlToken(location)) return;
    if (this.deps.storage.get(STORAGE_KEYS.loginToken)) void this.restore();
  }

  acceptUrlToken(location: UrlLocation): boolean {
    const params = new URLSearchParams(location.search);
    const token = params.get(LOGIN_TOKEN_FIELD);
    if (!token) return false;
    params.delete(LOGIN_TOKEN_FIELD);
    const search = params.toString();
    const current = this.deps.storage.get(STORAGE_KEYS.loginToken) === token;
    // The same token again (a bubble link, or the start and the watcher both seeing it) needs no new sign-in.
    if (!current || (this.state === 'unauthenticated' && !this.checking)) void this.loginWithToken(token);
    this.deps.navigation.navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, { replace: true });
    return true;
  }

  async login(username: string, password: string): Promise<void> {
    const session = await this.deps.api.call(loginCustomer, { username, password });
    this.signIn(session);
    this.deps.navigation.navigate('/');
    this.deps.ui.toast('success', SUCCESS_MESSAGES.login);
    this.authorise();
  }

  async loginWithToken(token: string): Promise<void> {
    this.deps.storage.set(STORAGE_KEYS.loginToken, token);
    runInAction(() => (this.checking = true));
    try {
      // Not an exempt call: the client adds the app token, and the login token stored just above.
      const session = await this.deps.api.call(loginCustomerWithToken);
      this.signIn({ ...session, login_token: session.login_token || token });
      this.authorise();
    } catch (error) {
      console.error('Sign-in with token failed', error);
      this.deps.storage.remove(STORAGE_KEYS.loginToken);
      this.signOut();
    } finally {
      runInAction(() => (this.checking = false));
    }
  }

  async restore(): Promise<void> {
    const token = this.deps.storage.get(STORAGE_KEYS.loginToken);
    if (!token) return;
    const onLoginPage = this.deps.navigation.path === LOGIN_PATH;
    runInAction(() => (this.checking = true));
    try {
      const answer = await this.deps.api.call(checkLoginToken);
      this.signIn({ ...answer, login_token: token });
      if (onLoginPage) this.deps.navigation.navigate('/');
      if (this.deps.storage.get(STORAGE_KEYS.jwt)) this.finishAuthorisation('succeeded');
      else this.authorise();
    } catch (error) {
      // A token the server refused is gone for good; a server we could not reach may accept it later.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        this.deps.storage.remove(STORAGE_KEYS.loginToken);
      }
      this.signOut();
      if (onLoginPage) this.deps.ui.toast('error', ERROR_MESSAGES.noAuthToken);
    } finally {
      runInAction(() => (this.checking = false));
    }
  }

  async logout(): Promise<void> {
    try {
      await this.deps.api.call(logout);
    } catch (error) {
      console.error('Logout call failed; signing out locally', error);
    }
    clearSessionStorage(this.deps.storage);
    // Leave the authenticated area before the state changes, so its guard does not record the page as next_url.
    this.deps.navigation.navigate(LOGIN_PATH);
    this.signOut();
    this.deps.ui.toast('success', SUCCESS_MESSAGES.logout);
  }

  updateUser(change: UserDetailsChange): void {
    if (!this.user) return;
    this.user = withUserDetails(this.user, change);
    storeUserDetails(this.deps.storage, this.user);
  }

  private loseAuthorisation(): void {
    if (this.state === 'unauthenticated') return;
    this.deps.storage.remove(STORAGE_KEYS.loginToken);
    this.deps.navigation.navigate(LOGIN_PATH);
    this.signOut();
  }

  private signIn(session: CustomerSession): void {
    const { login_token: token, ...user } = session;
    storeSession(this.deps.storage, token, user);
    // Spec part 1 §4: USER_PRIVACY is 'true' once accepted; absent or 'null' shows the privacy gate.
    this.deps.storage.set(STORAGE_KEYS.privacy, privacyFromSession(user.privacyCheckedDate));
    applyLanguage(user.language ?? 'en');
    // The public pages of this browser follow the account's language after sign-out too.
    rememberLanguage(user.language ?? 'en');
    this.user = user;
    this.permissions = user.permission ?? [];
    this.state = 'authorising';
  }

  private signOut(): void {
    clearInterval(this.pollTimer);
    if (this.user) applyLanguage(visitorLanguage());
    this.user = null;
    this.permissions = [];
    this.state = 'unauthenticated';
  }

  /**
   * Fetches the newer API's JWT with the login token as password. The waiting overlay shows while the state is
   * 'authorising'; it polls every second until the call has succeeded or failed (a failure is only logged).
   */
  private authorise(): void {
    const email = this.user?.email ?? '';
    const token = this.deps.storage.get(STORAGE_KEYS.loginToken) ?? '';
    this.outcome = 'pending';
    this.deps.api
      .call(newApiAuth, { email, password: token })
      .then((answer) => {
        this.deps.storage.set(STORAGE_KEYS.jwt, answer.jwt);
        this.deps.storage.set(STORAGE_KEYS.legacyId, String(answer.account.legacy_id));
        this.outcome = 'succeeded';
      })
      .catch((error: unknown) => {
        console.error('Authorisation on the newer API failed', error);
        this.outcome = 'failed';
      });
    clearInterval(this.pollTimer);
    this.pollTimer = setInterval(() => {
      if (this.outcome !== 'pending') this.finishAuthorisation(this.outcome);
    }, this.deps.pollIntervalMs ?? AUTHORISATION_POLL_MS);
  }

  private finishAuthorisation(outcome: Exclude<AuthorisationOutcome, 'pending'>): void {
    clearInterval(this.pollTimer);
    if (this.state !== 'authorising') return;
    this.state = 'authorised';
    if (outcome !== 'succeeded') return;
    const nextUrl = this.deps.storage.getSession(STORAGE_KEYS.nextUrl);
    if (nextUrl) {
      this.deps.storage.removeSession(STORAGE_KEYS.nextUrl);
      this.deps.navigation.navigate(nextUrl);
    }
  }
}

/**
 * The account's language applies from sign-in, and the visitor's (the one last chosen) after it ends. The i18n module is imported on demand
 * so that the session services (loaded as soon as /Login is used) do not carry it.
 */
function applyLanguage(language: string): void {
  import('../i18n')
    .then((i18n) => i18n.setLanguage(language))
    .catch((error: unknown) => console.error(`Could not switch the language to '${language}'`, error));
}
