import { makeAutoObservable, runInAction } from 'mobx';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_SECURITY_MESSAGES,
  check,
  deleteAlert,
  editEmployee,
  getEmployeeDetail,
  password as passwordRule,
  passwordChangeError,
  readAlert,
  STORAGE_KEYS,
  type ClientInputOf,
  type EditEmployeeAnswer,
  type EmployeeAlert,
  type EmployeeDetail,
} from '@vigil/core';
import {
  isImageDataUri,
  setLanguage,
  showFailure,
  translateError,
  translateMessage,
  type Api,
  type AuthService,
  type LoadStatus,
  type StorageService,
  type UiService,
} from '@vigil/web-sdk';

/** The account fields the data tab edits (spec part 1 §5, Account). */
export type AccountFields = Pick<EmployeeDetail, 'name' | 'surname' | 'username' | 'email' | 'phone' | 'foreign_phone' | 'language'>;

/**
 * The signed-in user's account: the employee detail (header, data tab, notifications) and the edits of
 * /customers/editEmployee. Server messages are shown as toasts in the user's language.
 */
export class AccountStore {
  employee: EmployeeDetail | null = null;
  status: LoadStatus = 'loading';
  /** The failed load's message in the user's language. */
  error: string | null = null;
  saving = false;
  /** A new email waiting for the link mailed to it (the account keeps its old one until then), or null. */
  pendingEmail: string | null = null;

  constructor(
    private readonly api: Api,
    private readonly ui: UiService,
    private readonly storage: StorageService,
    private readonly auth: Pick<AuthService, 'updateUser'>,
  ) {
    // Services are not state: keep MobX from wrapping them.
    makeAutoObservable<AccountStore, 'api' | 'ui' | 'storage' | 'auth'>(
      this,
      { api: false, ui: false, storage: false, auth: false },
      { autoBind: true },
    );
  }

  get alerts(): readonly EmployeeAlert[] {
    return this.employee?.alerts ?? [];
  }

  async load(): Promise<void> {
    if (!this.employee) this.status = 'loading';
    this.error = null;
    try {
      const employee = await this.api.call(getEmployeeDetail, {});
      runInAction(() => {
        this.employee = employee;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = translateError(error);
        this.status = 'error';
      });
    }
  }

  /**
   * Saves the account fields; on success the header and the interface language follow at once. A changed email
   * waits for its confirmation link: the account keeps the old one, and `pendingEmail` says where the link went.
   * A failure rejects with the server's ApiError: the form shows it and marks the field it names.
   */
  async saveFields(fields: AccountFields): Promise<void> {
    const answer = await this.edit({ ...fields });
    runInAction(() => {
      const email = answer.pending_email ? (this.employee?.email ?? fields.email) : fields.email;
      if (this.employee) Object.assign(this.employee, { ...fields, email });
      this.pendingEmail = answer.pending_email ?? null;
    });
    this.auth.updateUser({ name: fields.name, surname: fields.surname });
    await setLanguage(fields.language);
  }

  /**
   * Spec part 1 §5: both fields present and non-blank (password_error), then equal (password_not_match), then
   * the shared password rule, and the current password (issue 13); the form checks the same first, this keeps the
   * call from ever going out without them. The answer's fresh login token replaces the stored one (the server ends
   * the other sessions).
   */
  async changePassword(current: string, password: string, confirm: string): Promise<void> {
    const key = passwordChangeError(password, confirm);
    if (key) throw new Error(ACCOUNT_MESSAGES[key]);
    const ruleMessage = check(password, [passwordRule]);
    if (ruleMessage) throw new Error(ruleMessage);
    if (!current.trim()) throw new Error(ACCOUNT_SECURITY_MESSAGES.currentPasswordMissing);
    const answer = await this.edit({ password, confirm_password: confirm, current_password: current });
    if (answer.login_token) this.storage.set(STORAGE_KEYS.loginToken, answer.login_token);
  }

  /**
   * Sends the cropped picture, only if it is a data URI (spec part 1 §5), then reloads for the new image URL.
   * Not a form: a failure is shown here, with the server's message.
   */
  async changeImage(media: string): Promise<boolean> {
    if (!isImageDataUri(media)) return false;
    try {
      await this.edit({ media });
    } catch (error) {
      showFailure(this.ui, error);
      return false;
    }
    await this.load();
    const image = this.employee?.media;
    if (image) this.auth.updateUser({ image });
    return true;
  }

  /** Deletes a notification; it leaves the local list only when the server agreed (spec part 1 §4). */
  async deleteAlert(id: number): Promise<boolean> {
    try {
      const answer = await this.api.call(deleteAlert, { alert: id });
      runInAction(() => {
        if (this.employee) this.employee.alerts = this.employee.alerts.filter((alert) => alert.id !== id);
      });
      this.ui.toast('success', translateMessage(answer.message));
      return true;
    } catch (error) {
      // Spec part 1 §8: a failed delete shows the server's message.
      showFailure(this.ui, error);
      return false;
    }
  }

  /**
   * Marks the unread notifications read: the tab shows each in full, so a shown message is a read one. Each turns
   * read once the server agreed; one that fails stays unread, and is marked on the next visit. Nothing to show the
   * person: they asked for nothing.
   */
  async readShownAlerts(): Promise<void> {
    const unread = this.alerts.filter((alert) => !alert.isRead);
    await Promise.all(
      unread.map(async (alert) => {
        try {
          await this.api.call(readAlert, { alert: alert.id });
          runInAction(() => {
            alert.isRead = true;
          });
        } catch {
          // Stays unread: the next visit tries again.
        }
      }),
    );
  }

  /** editEmployee with the success message as a toast; failures reject for the caller to show. */
  private async edit(body: ClientInputOf<typeof editEmployee>): Promise<EditEmployeeAnswer> {
    this.saving = true;
    try {
      const answer = await this.api.call(editEmployee, body);
      this.ui.toast('success', translateMessage(answer.message));
      return answer;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
