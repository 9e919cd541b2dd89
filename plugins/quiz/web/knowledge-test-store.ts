import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  flattenExclusions,
  QUIZ_PATHS,
  type AvailableEmployee,
  type BlacklistAnswer,
  type ExcludedEntry,
  type ExcludedRow,
  type KnowledgeTest,
  type QuizListAnswer,
  type ResourceLogRow,
  type TestResultRow,
} from '../../../host/core/knowledge-test-contract';
import { ApiError, type ApiClient, type UiService } from '../../../host/web/plugin-sdk';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function exclusionKey(row: Pick<ExcludedRow, 'customer_id' | 'quiz_id'>): string {
  return `${row.customer_id}:${row.quiz_id}`;
}

/**
 * The /Quiz screen's data (spec part 1 §2, §4, §8): the choices of the exclude form, the excluded entries, the
 * results and the resource logs. Failures show the server's message as an error toast, except the resource
 * logs', which are only logged.
 */
export class KnowledgeTestStore {
  employees: readonly AvailableEmployee[] = [];
  tests: readonly KnowledgeTest[] = [];
  exclusions: readonly ExcludedEntry[] = [];
  results: readonly TestResultRow[] = [];
  logs: readonly ResourceLogRow[] = [];
  /** The first load of every list has settled (each one succeeded or failed). */
  loaded = false;
  resultsFailed = false;
  /** Exclusions being removed, by exclusionKey: a second click on the same row sends nothing. */
  readonly removing = observable.set<string>();

  constructor(
    private readonly api: ApiClient,
    private readonly ui: UiService,
    /** The server's English message in the user's language. */
    private readonly translate: (message: string) => string,
  ) {
    makeAutoObservable<KnowledgeTestStore, 'api' | 'ui' | 'translate'>(
      this,
      {
        api: false,
        ui: false,
        translate: false,
        employees: observable.ref,
        tests: observable.ref,
        exclusions: observable.ref,
        results: observable.ref,
        logs: observable.ref,
      },
      { autoBind: true },
    );
  }

  /** One row per user and test (spec part 1 §3). */
  get excludedRows(): ExcludedRow[] {
    return flattenExclusions(this.exclusions);
  }

  async load(): Promise<void> {
    await Promise.all([this.loadEmployees(), this.loadTests(), this.loadExclusions(), this.loadResults(), this.loadLogs()]);
    runInAction(() => {
      this.loaded = true;
    });
  }

  async loadEmployees(): Promise<void> {
    try {
      const employees = await this.api.get<AvailableEmployee[]>(QUIZ_PATHS.employeesAvailable);
      runInAction(() => (this.employees = employees));
    } catch (error) {
      this.showFailure(error);
    }
  }

  async loadTests(): Promise<void> {
    try {
      const answer = await this.api.get<QuizListAnswer>(QUIZ_PATHS.quizList);
      runInAction(() => (this.tests = answer.list));
    } catch (error) {
      this.showFailure(error);
    }
  }

  async loadExclusions(): Promise<void> {
    try {
      const exclusions = await this.api.get<ExcludedEntry[]>(QUIZ_PATHS.blacklistStatus);
      runInAction(() => (this.exclusions = exclusions));
    } catch (error) {
      this.showFailure(error);
    }
  }

  async loadResults(): Promise<void> {
    try {
      const results = await this.api.get<TestResultRow[]>(QUIZ_PATHS.results);
      runInAction(() => {
        this.results = results;
        this.resultsFailed = false;
      });
    } catch (error) {
      runInAction(() => (this.resultsFailed = true));
      this.showFailure(error);
    }
  }

  async loadLogs(): Promise<void> {
    try {
      const logs = await this.api.get<ResourceLogRow[]>(QUIZ_PATHS.resourceLogs);
      runInAction(() => (this.logs = logs));
    } catch (error) {
      // Spec part 1 §8: the resource log load failure is only logged, with no user message.
      console.error('The resource logs could not be loaded', error);
    }
  }

  /**
   * Excludes every chosen user from every chosen test (ids joined by commas, as the multi-selects hold them).
   * Emptiness is not checked here (spec part 1 §5): the server answers what is missing. On success the toast
   * and a fresh excluded list; a failure rejects with the server's message in the user's language (and its
   * field), for the form to show.
   */
  async exclude(users: string, quiz: string): Promise<void> {
    let answer: BlacklistAnswer;
    try {
      answer = await this.api.post<BlacklistAnswer>(QUIZ_PATHS.addToBlacklist, { users, quiz });
    } catch (error) {
      const message = this.translate(messageOf(error));
      throw error instanceof ApiError ? new ApiError(error.status, message, error.body, error.field) : new Error(message);
    }
    this.ui.toast('success', this.translate(answer.message));
    await this.loadExclusions();
  }

  /** Removes one user's exclusion from one test, then reloads the list (spec part 1 §4). */
  async remove(row: ExcludedRow): Promise<void> {
    const key = exclusionKey(row);
    if (this.removing.has(key)) return;
    this.removing.add(key);
    try {
      const answer = await this.api.post<BlacklistAnswer>(QUIZ_PATHS.removeFromBlacklist, { users: row.customer_id, quiz: row.quiz_id });
      this.ui.toast('success', this.translate(answer.message));
      await this.loadExclusions();
    } catch (error) {
      this.showFailure(error);
    } finally {
      runInAction(() => this.removing.delete(key));
    }
  }

  /** Spec part 1 §8: the server's response body as an error notification, or the error message. */
  private showFailure(error: unknown): void {
    this.ui.toast('error', this.translate(messageOf(error)));
  }
}
