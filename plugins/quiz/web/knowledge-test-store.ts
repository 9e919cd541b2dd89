import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { MessageAnswer } from '@vigil/core';
import { showFailure, translateMessage, type Api, type UiService } from '@vigil/web-sdk';
import {
  addToBlacklist,
  flattenExclusions,
  getBlacklistStatus,
  getListEmployeesAvailable,
  getListEmployeesQuiz,
  getQuizList,
  getResourceLogs,
  removeFromBlacklist,
  type AvailableEmployee,
  type ExcludedEntry,
  type ExcludedRow,
  type KnowledgeTest,
  type ResourceLogRow,
  type TestResultRow,
} from '../contract';

export function exclusionKey(row: Pick<ExcludedRow, 'customer_id' | 'quiz_id'>): string {
  return `${row.customer_id}:${row.quiz_id}`;
}

/**
 * The /Quiz screen's data (spec part 1 §2, §4, §8): the choices of the exclude form, the excluded entries, the
 * results and the resource logs. Failures show the server's response body (or the error message) as an error
 * toast in the user's language (spec part 1 §8), except the resource logs', which are only logged.
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
  /** The resource logs could not be loaded: their section says so, with Retry (no toast, spec part 1 §8). */
  logsFailed = false;
  /** Exclusions being removed, by exclusionKey: a second click on the same row sends nothing. */
  readonly removing = observable.set<string>();

  constructor(
    private readonly api: Api,
    private readonly ui: UiService,
  ) {
    makeAutoObservable<KnowledgeTestStore, 'api' | 'ui'>(
      this,
      {
        api: false,
        ui: false,
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
      const employees = await this.api.call(getListEmployeesAvailable);
      runInAction(() => (this.employees = employees));
    } catch (error) {
      showFailure(this.ui, error);
    }
  }

  async loadTests(): Promise<void> {
    try {
      const answer = await this.api.call(getQuizList);
      runInAction(() => (this.tests = answer.list));
    } catch (error) {
      showFailure(this.ui, error);
    }
  }

  async loadExclusions(): Promise<void> {
    try {
      const exclusions = await this.api.call(getBlacklistStatus);
      runInAction(() => (this.exclusions = exclusions));
    } catch (error) {
      showFailure(this.ui, error);
    }
  }

  async loadResults(): Promise<void> {
    try {
      const results = await this.api.call(getListEmployeesQuiz);
      runInAction(() => {
        this.results = results;
        this.resultsFailed = false;
      });
    } catch (error) {
      runInAction(() => (this.resultsFailed = true));
      showFailure(this.ui, error);
    }
  }

  async loadLogs(): Promise<void> {
    try {
      const logs = await this.api.call(getResourceLogs);
      runInAction(() => {
        this.logs = logs;
        this.logsFailed = false;
      });
    } catch (error) {
      // Spec part 1 §8: no toast for the resource logs; their section shows the failure in place, with Retry.
      console.error('The resource logs could not be loaded', error);
      runInAction(() => (this.logsFailed = true));
    }
  }

  /**
   * Excludes every chosen user from every chosen test (ids joined by commas, as the multi-selects hold them).
   * Emptiness is not checked here (spec part 1 §5): the server answers what is missing. On success the toast
   * and a fresh excluded list; a failure rejects with the server's refusal (its code, params and field), which
   * the form shows in the user's language.
   */
  async exclude(users: string, quiz: string): Promise<void> {
    const answer: MessageAnswer = await this.api.call(addToBlacklist, { users, quiz });
    this.ui.toast('success', translateMessage(answer.message));
    await this.loadExclusions();
  }

  /** Removes one user's exclusion from one test, then reloads the list (spec part 1 §4). */
  async remove(row: ExcludedRow): Promise<void> {
    const key = exclusionKey(row);
    if (this.removing.has(key)) return;
    this.removing.add(key);
    try {
      const answer = await this.api.call(removeFromBlacklist, { users: row.customer_id, quiz: row.quiz_id });
      this.ui.toast('success', translateMessage(answer.message));
      await this.loadExclusions();
    } catch (error) {
      showFailure(this.ui, error);
    } finally {
      runInAction(() => this.removing.delete(key));
    }
  }

}
