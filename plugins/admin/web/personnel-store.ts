import { makeAutoObservable, runInAction } from 'mobx';
import { NEW_API_PATHS, type GeoCountry } from '../../../host/core/api-contract';
import { ERROR_MESSAGES } from '../../../host/core/messages';
import {
  PERSONNEL_PATHS,
  type AddEmployeeAnswer,
  type Building,
  type DeleteEmployeeAnswer,
  type EmployeeFlag,
  type NewEmployeePayload,
  type PersonnelEditAnswer,
  type PersonnelEmployee,
} from '../../../host/core/personnel-contract';
import { translateMessage, type ApiClient, type UiService } from '../../../host/web/plugin-sdk';

export type LoadState = 'loading' | 'ready' | 'error';

/** The choices of the forms: 'failed' keeps the form usable without them. */
export type ChoicesState = 'idle' | 'loading' | 'ready' | 'failed';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Personnel administration's state: the company's employees, its projects and the countries, and the calls that
 * change them. Server messages are shown as toasts in the user's language; form saves reject for the form to show.
 */
export class PersonnelStore {
  employees: PersonnelEmployee[] = [];
  state: LoadState = 'loading';
  error: string | null = null;
  buildings: Building[] = [];
  buildingsState: ChoicesState = 'idle';
  countries: GeoCountry[] = [];
  countriesState: ChoicesState = 'idle';
  /** '<employee id> <flag>' of the toggles being sent. */
  readonly sending = new Set<string>();

  constructor(
    private readonly legacyApi: ApiClient,
    private readonly newApi: ApiClient,
    private readonly ui: UiService,
  ) {
    makeAutoObservable<PersonnelStore, 'legacyApi' | 'newApi' | 'ui'>(this, { legacyApi: false, newApi: false, ui: false }, { autoBind: true });
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
      const employees = await this.legacyApi.get<PersonnelEmployee[]>(PERSONNEL_PATHS.employees);
      runInAction(() => {
        this.employees = employees;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = messageOf(error);
        this.state = 'error';
      });
    }
  }

  /** The company's projects, once; a failure shows 'Cannot get buildings' (spec part 1 §8, part 2 §8). */
  async loadBuildings(): Promise<void> {
    if (this.buildingsState === 'loading' || this.buildingsState === 'ready') return;
    this.buildingsState = 'loading';
    try {
      const buildings = await this.legacyApi.get<Building[]>(PERSONNEL_PATHS.buildings);
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
      const countries = await this.newApi.get<GeoCountry[]>(NEW_API_PATHS.countries);
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
      const answer = await this.legacyApi.post<PersonnelEditAnswer>(PERSONNEL_PATHS.editEmployee, { customer: id, [flag]: on ? 1 : 0 });
      this.replace(answer.employee);
      this.ui.toast('success', translateMessage(answer.message));
      return true;
    } catch (error) {
      this.ui.toast('error', translateMessage(messageOf(error)));
      return false;
    } finally {
      runInAction(() => this.sending.delete(key));
    }
  }

  /** The permission and project lists, saved together; a failure rejects with the server's ApiError. */
  async saveAccess(id: number, permission: readonly string[], building: readonly string[]): Promise<void> {
    // Comma lists, so that an emptied project list is sent (as '') and clears the projects.
    const answer = await this.legacyApi.post<PersonnelEditAnswer>(PERSONNEL_PATHS.editEmployee, {
      customer: id,
      permission: permission.join(','),
      building: building.join(','),
    });
    this.replace(answer.employee);
    this.ui.toast('success', translateMessage(answer.message));
  }

  /** Adds an employee (the server mails the registration link); a failure rejects for the form to show. */
  async add(payload: NewEmployeePayload): Promise<void> {
    const answer = await this.legacyApi.post<AddEmployeeAnswer>(PERSONNEL_PATHS.addEmployee, { ...payload });
    runInAction(() => this.replace(answer.employee));
    this.ui.toast('success', translateMessage(answer.message));
  }

  /** Deletes after the confirm dialog; the row leaves the list only when the server agreed (spec part 2 §8). */
  async remove(id: number, confirmMessage: string): Promise<boolean> {
    if (!(await this.ui.confirm(confirmMessage))) return false;
    try {
      const answer = await this.legacyApi.post<DeleteEmployeeAnswer>(PERSONNEL_PATHS.deleteEmployee, { employee: id });
      runInAction(() => (this.employees = this.employees.filter((employee) => employee.id !== id)));
      this.ui.toast('success', translateMessage(answer.message));
      return true;
    } catch (error) {
      this.ui.toast('error', translateMessage(messageOf(error)));
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
