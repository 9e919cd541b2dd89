import { makeAutoObservable, runInAction } from 'mobx';
import {
  getCountries,
  getHighlightedCountries,
  highlightCountry,
  highlightCountryLevel,
  THREAT_LEVELS,
  type GeoCountry,
  type MessageAnswer,
  type MonitoredCountry,
  type ThreatLevel,
} from '@vigil/core';
import { translateMessage, type Api, type LoadStatus, type UiService } from '@vigil/web-sdk';

/**
 * The monitored countries (spec part 1 §2, §4): the list, the choices of the country picker (newer API) and the
 * add, remove and level toggles. Any change reloads the list; failures of the changes are only logged (§8).
 */
export class MonitoredCountriesStore {
  countries: MonitoredCountry[] = [];
  status: LoadStatus = 'loading';
  choices: GeoCountry[] = [];
  /** True while a change and the reload after it are under way, so that controls do not fire twice. */
  busy = false;

  constructor(
    private readonly api: Api,
    private readonly ui: UiService,
  ) {
    makeAutoObservable<MonitoredCountriesStore, 'api' | 'ui'>(this, { api: false, ui: false }, { autoBind: true });
  }

  /** Countries the picker offers: every country not monitored yet, by name. */
  get available(): readonly GeoCountry[] {
    const monitored = new Set(this.countries.map((country) => country.id));
    return this.choices.filter((country) => !monitored.has(country.id)).sort((a, b) => a.name.localeCompare(b.name));
  }

  async load(): Promise<void> {
    try {
      const countries = await this.api.call(getHighlightedCountries);
      runInAction(() => {
        this.countries = countries;
        this.status = 'ready';
      });
    } catch (error) {
      console.warn('The monitored countries could not be loaded', error);
      runInAction(() => {
        if (this.status === 'loading') this.status = 'error';
      });
    }
  }

  /** Retry after a failed load: the failure gives way while the list is asked for again. */
  reload(): Promise<void> {
    this.status = 'loading';
    return this.load();
  }

  async loadChoices(): Promise<void> {
    if (this.choices.length > 0) return;
    try {
      const choices = await this.api.call(getCountries);
      runInAction(() => {
        this.choices = choices;
      });
    } catch (error) {
      console.warn('The countries of the picker could not be loaded', error);
    }
  }

  /** Adds or removes a country (the call toggles it). */
  toggleCountry(country: number): Promise<void> {
    return this.change(() => this.api.call(highlightCountry, { country }));
  }

  /** Adds or removes one threat level of a monitored country (the call toggles it). */
  toggleLevel(country: number, level: ThreatLevel): Promise<void> {
    return this.change(() => this.api.call(highlightCountryLevel, { country, level }));
  }

  hasLevel(country: MonitoredCountry, level: ThreatLevel): boolean {
    return country.level_alert.includes(level);
  }

  /** Levels in the spec's order, low to extreme. */
  get levels(): readonly ThreatLevel[] {
    return THREAT_LEVELS;
  }

  private async change(send: () => Promise<MessageAnswer>): Promise<void> {
    this.busy = true;
    try {
      const answer = await send();
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
