import { makeAutoObservable, runInAction } from 'mobx';
import { ACCOUNT_PATHS, NEW_API_PATHS, THREAT_LEVELS, type GeoCountry, type MonitoredCountry, type ThreatLevel } from '../../../host/core/api-contract';
import type { MessageAnswer } from '../../../host/core/endpoints';
import { translateMessage, type ApiClient, type UiService } from '../../../host/web/plugin-sdk';
import type { LoadState } from './account-store';

/**
 * The monitored countries (spec part 1 §2, §4): the list, the choices of the country picker (newer API) and the
 * add, remove and level toggles. Any change reloads the list; failures of the changes are only logged (§8).
 */
export class MonitoredCountriesStore {
  countries: MonitoredCountry[] = [];
  state: LoadState = 'loading';
  choices: GeoCountry[] = [];
  /** True while a change and the reload after it are under way, so that controls do not fire twice. */
  busy = false;

  constructor(
    private readonly api: ApiClient,
    private readonly newApi: ApiClient,
    private readonly ui: UiService,
  ) {
    makeAutoObservable<MonitoredCountriesStore, 'api' | 'newApi' | 'ui'>(
      this,
      { api: false, newApi: false, ui: false },
      { autoBind: true },
    );
  }

  /** Countries the picker offers: every country not monitored yet, by name. */
  get available(): readonly GeoCountry[] {
    const monitored = new Set(this.countries.map((country) => country.id));
    return this.choices.filter((country) => !monitored.has(country.id)).sort((a, b) => a.name.localeCompare(b.name));
  }

  async load(): Promise<void> {
    try {
      const countries = await this.api.get<MonitoredCountry[]>(ACCOUNT_PATHS.highlightedCountries);
      runInAction(() => {
        this.countries = countries;
        this.state = 'ready';
      });
    } catch (error) {
      console.warn('The monitored countries could not be loaded', error);
      runInAction(() => {
        if (this.state === 'loading') this.state = 'error';
      });
    }
  }

  async loadChoices(): Promise<void> {
    if (this.choices.length > 0) return;
    try {
      const choices = await this.newApi.get<GeoCountry[]>(NEW_API_PATHS.countries);
      runInAction(() => {
        this.choices = choices;
      });
    } catch (error) {
      console.warn('The countries of the picker could not be loaded', error);
    }
  }

  /** Adds or removes a country (the call toggles it). */
  toggleCountry(country: number): Promise<void> {
    return this.change(ACCOUNT_PATHS.highlightCountry, { country });
  }

  /** Adds or removes one threat level of a monitored country (the call toggles it). */
  toggleLevel(country: number, level: ThreatLevel): Promise<void> {
    return this.change(ACCOUNT_PATHS.highlightCountryLevel, { country, level });
  }

  hasLevel(country: MonitoredCountry, level: ThreatLevel): boolean {
    return country.level_alert.includes(level);
  }

  /** Levels in the spec's order, low to extreme. */
  get levels(): readonly ThreatLevel[] {
    return THREAT_LEVELS;
  }

  private async change(path: string, body: { country: number; level?: ThreatLevel }): Promise<void> {
    this.busy = true;
    try {
      const answer = await this.api.post<MessageAnswer>(path, body);
      this.ui.toast('success', translateMessage(answer.message));
    } catch (error) {
      // Spec part 1 §8: country update failures are only logged, with no user message.
      console.warn('The monitored countries could not be updated', error);
    }
    // Spec part 1 §4: any change reloads the monitored list, so what shows is what the server holds.
    await this.load();
    runInAction(() => {
      this.busy = false;
    });
  }
}
