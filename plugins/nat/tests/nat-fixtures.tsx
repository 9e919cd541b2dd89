import type { AvailableCountry, ContinentSummary } from '../../gpa/contract';
import type { NewsAlertItem, ThreatCategory } from '../contract';
import type { FakeApiAnswers, PluginPageOverrides, RenderPluginPageResult } from '../../../tests/support/render-plugin';
import { fakeApiClient, renderPluginPage } from '../../../tests/support/render-plugin';
import NatPage from '../web/nat-page';

export const ZONES: ContinentSummary[] = [
  { id: 1, name: 'Africa', count: 50, image: null },
  { id: 2, name: 'Europe', count: 45, image: null },
];

export const COUNTRIES: AvailableCountry[] = [
  { id: 250, name: 'France', iso2: 'FR', zone: 2 },
  { id: 380, name: 'Italy', iso2: 'IT', zone: 2 },
  { id: 566, name: 'Nigeria', iso2: 'NG', zone: 1 },
];

export const CATEGORIES: ThreatCategory[] = [
  { id: 5, name: 'Civil unrest', icon: 'unrest' },
  { id: 6, name: 'Terrorism', icon: 'terrorism' },
];

/** One alert card as /news/getList answers it. */
export function alertFixture(id: number, overrides: Partial<NewsAlertItem> = {}): NewsAlertItem {
  return {
    id,
    country: 'Italy',
    image: null,
    zoneName: 'Europe',
    countryID: 380,
    zone: 2,
    alert_level: 'high',
    creation_date: '2025-02-03T10:20:00.000Z',
    title: `Alert ${id}`,
    subtitle: `Subtitle ${id}`,
    description: `<p>Description of alert ${id}.</p>`,
    flag: '🇮🇹',
    icon: 'level-high',
    risk_icon: 'unrest',
    risk_name: 'Civil unrest',
    categoryID: 5,
    demo: false,
    ...overrides,
  };
}

/** `count` alerts numbered from `first`. */
export function alerts(count: number, first = 1): NewsAlertItem[] {
  return Array.from({ length: count }, (_, index) => alertFixture(first + index));
}

export interface NatRenderOptions extends Omit<PluginPageOverrides, 'legacyApi' | 'newApi'> {
  /** Legacy answers on top of the default choices and a list of three alerts. */
  legacy?: FakeApiAnswers;
}

/** The news alerts page at /Nat on fake answers. */
export function renderNat(options: NatRenderOptions = {}): RenderPluginPageResult {
  const { legacy = {}, route = '/Nat', ...rest } = options;
  return renderPluginPage(<NatPage />, {
    ...rest,
    route,
    path: '/Nat',
    legacyApi: fakeApiClient({
      'GET /countries/getContinents': ZONES,
      'GET /countries/getCountriesAvailable': COUNTRIES,
      'GET /news/getRisksCategories': CATEGORIES,
      'GET /news/getList': alerts(3),
      ...legacy,
    }),
  });
}
