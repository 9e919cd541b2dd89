import { makeAutoObservable, runInAction } from 'mobx';
import {
  addEmployee,
  deleteEmployee,
  editEmployee,
  ERROR_MESSAGES,
  getBuildings,
  getCountries,
  getEmployees,
  type Building,
  type EmployeeFlag,
  type GeoCountry,
  type NewEmployeePayload,
  type PersonnelEmployee,
} from '@vigil/core';
import { showFailure, translateError, translateMessage, type Api, type LoadStatus, type UiService } from '@vigil/web-sdk';

/** The choices of the forms: 'failed' keeps the form usable without them. */
export type ChoicesState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Personnel administration's state: the company's employees, its projects and the countries, and the calls that
 * change them. Server messages are shown as toasts in the user's language; form saves reject for the form to show.
 */
export class PersonnelStore {
  employees: PersonnelEmployee[] = [];
  state: LoadStatus = 'loading';
  error: string | null = null;
  buildings: Building[] = [];
  buildingsState: ChoicesState = 'idle';
  countries: GeoCountry[] = [];
  countriesState: ChoicesState = 'idle';
  /** '<employee id> <flag>' of the toggles being sent. */
  readonly sending = new Set<string>();

  constructor(
    private readonly api: Api,
    private readonly ui: UiService,
  ) {
    makeAutoObservable<PersonnelStore, 'api' | 'ui'>(this, { api: false, ui: false }, { autoBind: true });
  }

  employee(id: number): PersonnelEmployee | undefined {
    return this.employees.find((employee) => employee.id === id);
  }

  isSending(id: number, flag: EmployeeFlag): boolean {
    return this.sending.has(`${id} ${flag}`);
  }

  /** (Re)loads the list; the rows on screen stay while a reload runs. */
  async load(): Promise<void> {
    if (this.employees.length === 0) this.state = 'loading';
    this.error = null;
    try {
      const employees = await this.api.call(getEmployees);
      runInAction(() => {
        this.employees = employees;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = translateError(error);
        this.state = 'error';
      });
    }
  }

  /** The company's projects, once; a failure shows 'Cannot get buildings' (spec part 1 §8, part 2 §8). */
  async loadBuildings(): Promise<void> {
    if (this.buildingsState === 'loading' || this.buildingsState === 'ready') return;
    this.buildingsState = 'loading';
    try {
      const buildings = await this.api.call(getBuildings);
      runInAction(() => {
        this.buildings = buildings;
        this.buildingsState = 'ready';
      });
    } catch (error) {
      console.error('Could not load the projects', error);
      runInAction(() => (this.buildingsState = 'failed'));
      this.ui.toast('error', translateMessage(ERROR_MESSAGES.buildings));
    }
  }

  /** The nationalities (newer API /geolocation/countries), once; the form works without them. */
  async loadCountries(): Promise<void> {
    if (this.countriesState === 'loading' || this.countriesState === 'ready') return;
    this.countriesState = 'loading';
    try {
      const countries = await this.api.call(getCountries);
      runInAction(() => {
        this.countries = countries;
        this.countriesState = 'ready';
      });
    } catch (error) {
      console.error('Could not load the countries', error);
      runInAction(() => (this.countriesState = 'failed'));
    }
  }

  /** A toggle of the edit modal, sent at once as 1 or 0 (spec part 2 §4). Answers whether it was saved. */
  async setFlag(id: number, flag: EmployeeFlag, on: boolean): Promise<boolean> {
    const key = `${id} ${flag}`;
    this.sending.add(key);
    try {
      const answer = await this.api.call(editEmployee, { customer: id, [flag]: on ? 1 : 0 });
      // The admin variants answer the employee as the list shows it now.
      if (answer.employee) this.replace(answer.employee);
      this.ui.toast('success', translateMessage(answer.message));
      return true;
    } catch (error) {
      showFailure(this.ui, error);
      return false;
    } finally {
      runInAction(() => this.sending.delete(key));
    }
  }

  /** The permission and project lists, saved together; a failure rejects with the server's ApiError. */
  async saveAccess(id: number, permission: readonly string[], building: readonly string[]): Promise<void> {
    // Comma lists, so that an emptied project list is sent (as '') and clears the projects.
    const answer = await this.api.call(editEmployee, {
      customer: id,
      permission: permission.join(','),
      building: building.join(','),
    });
    if (answer.employee) this.replace(answer.employee);
    this.ui.toast('success', translateMessage(answer.message));
  }

  /** Adds an employee (the server mails the registration link); a failure rejects for the form to show. */
  async add(payload: NewEmployeePayload): Promise<void> {
    const answer = await this.api.call(addEmployee, { ...payload });
    runInAction(() => this.replace(answer.employee));
    this.ui.toast('success', translateMessage(answer.message));
  }

  /** Deletes after the confirm dialog; the row leaves the list only when the server agreed (spec part 2 §8). */
  async remove(id: number, confirmMessage: string): Promise<boolean> {
    if (!(await this.ui.confirm(confirmMessage))) return false;
    try {
      const answer = await this.api.call(deleteEmployee, { employee: id });
      runInAction(() => (this.employees = this.employees.filter((employee) => employee.id !== id)));
      this.ui.toast('success', translateMessage(answer.message));
      return true;
    } catch (error) {
      showFailure(this.ui, error);
      return false;
    }
  }

  /** A new list each time: the pages of the list (usePagination) follow the list by identity. */
  private replace(employee: PersonnelEmployee): void {
    const known = this.employees.some((candidate) => candidate.id === employee.id);
    this.employees = known
      ? this.employees.map((candidate) => (candidate.id === employee.id ? employee : candidate))
      : [...this.employees, employee];
  }
}
