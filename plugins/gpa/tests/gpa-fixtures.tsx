import type { ReactElement } from 'react';
import type {
  AvailableCountry,
  ContinentCountry,
  ContinentDetail,
  ContinentSummary,
  CountryDetail,
  CountryTime,
  MapArea,
} from '../contract';
import type { FakeApiAnswers, PluginPageOverrides, RenderPluginPageResult } from '../../../tests/support/render-plugin';
import { fakeApiClient, renderPluginPage } from '../../../tests/support/render-plugin';

export const ZONES: MapArea[] = [
  { id: 380, iso2: 'IT', iso3: 'ITA', numericCode: '380', name: 'Italy', level: 'medium', colour: '#f9a825' },
  { id: 250, iso2: 'FR', iso3: 'FRA', numericCode: '250', name: 'France', level: 'high', colour: '#ef6c00' },
  { id: 792, iso2: 'TR', iso3: 'TUR', numericCode: '792', name: 'Türkiye', level: 'high', colour: '#ef6c00' },
];

export const CONTINENTS: ContinentSummary[] = [
  { id: 1, name: 'Africa', count: 54, image: null },
  { id: 3, name: 'Europe', count: 3, image: null },
];

export const EUROPE: ContinentDetail = { name: 'Europe', areas: ['IT', 'FR', 'DE'], zoomLatitude: 50, zoomLongitude: 10, zoomLevel: 3, image: null };

export const EUROPE_COUNTRIES: ContinentCountry[] = [
  { id: 250, country_id: 250, name: 'France', flag: '🇫🇷', risks: [{ level: 'high', name: 'Terrorism', icon: '' }], level_alert: [] },
  {
    id: 276,
    country_id: 276,
    name: 'Germany',
    flag: '🇩🇪',
    risks: [
      { level: 'low', name: 'Crime', icon: '' },
      { level: 'extreme', name: 'Floods', icon: '' },
    ],
    level_alert: [],
  },
  { id: 380, country_id: 380, name: 'Italy', flag: '🇮🇹', risks: [], level_alert: [] },
];

/** Every continent's countries with content, as /countries/getCountriesAvailable answers. */
export const AVAILABLE: AvailableCountry[] = [
  { id: 818, name: 'Egypt', iso2: 'EG', zone: 1 },
  { id: 250, name: 'France', iso2: 'FR', zone: 3 },
  { id: 276, name: 'Germany', iso2: 'DE', zone: 3 },
  { id: 380, name: 'Italy', iso2: 'IT', zone: 3 },
];

/** 12:00:00 UTC on 1 March 2025 and a country one hour ahead. */
export const TIME: CountryTime = { timestamp: Date.UTC(2025, 2, 1, 12, 0, 0) / 1000, dst: 0, gmtOffset: 3600, zoneName: 'Europe/Rome' };

export function detailFixture(overrides: Partial<CountryDetail> = {}): CountryDetail {
  return {
    id: 380,
    name: 'Italy',
    flag: '🇮🇹',
    image: 'data:image/svg+xml;base64,PHN2Zy8+',
    zone: 3,
    zoneName: 'Europe',
    areaSettings: { latitude: 42, longitude: 12, zoomLevel: 5 },
    cities: [],
    last_update: '2025-02-10T10:00:00.000Z',
    country_code_number: '+39',
    security_country_evaluation: 4.5,
    securityBackgroundColor: '#f9a825',
    securityColor: '#1a1a1a',
    risks: [{ name: 'Crime', icon: '', level: 'medium', status: 'increase', updates: 'Pickpocketing up in Rome' }],
    countryBackground: '<p>Background<script>alert(1)</script></p>',
    generalNews: [
      { creation_date: '2025-01-15T10:00:00.000Z', last_update: '2025-01-15T10:00:00.000Z', title: 'January news', description: '<p>One</p>', image: null },
      { creation_date: '2025-02-15T10:00:00.000Z', last_update: '2025-02-15T10:00:00.000Z', title: 'February news', description: '<p>Two</p>', image: null },
      { creation_date: '2024-02-20T10:00:00.000Z', last_update: '2024-02-20T10:00:00.000Z', title: 'Old news', description: '<p>Three</p>', image: null },
    ],
    travelAdvices: [{ name: 'Health', icon: '', description: '<p>Drink bottled water<img src="x" onerror="alert(1)"></p>' }],
    travelAdvice: '<p>Travel normally</p>',
    security_summary: '<p>Summary</p>',
    geopoliticalRisks: [
      { title: 'Elections', description: '<p>Elections in spring</p>' },
      { title: 'Borders', description: '<p>Border checks</p>' },
    ],
    riskUpdates: [
      { title: 'Update one', description: '<p>First</p>', gallery: [{ image: 'data:image/png;base64,AA==', title: 'Harbour' }] },
      { title: 'Update two', description: '<p>Second</p>', gallery: [] },
    ],
    demo: true,
    ...overrides,
  };
}

/**
 * The flag inside `element`, as its accessible name and what draws it: 'Italy sprite:it' in lists (a cell of the flag
 * sprite, checked by data-flag), 'Italy it.svg' where shown large (an image); null without one.
 */
export function flagOf(element: Element): string | null {
  const image = element.querySelector('img.country-flag');
  if (image) return `${image.getAttribute('alt')} ${image.getAttribute('src')?.split('/').pop()}`;
  const sprite = element.querySelector('.country-flag-sprite[role="img"]');
  return sprite ? `${sprite.getAttribute('aria-label')} sprite:${sprite.getAttribute('data-flag')}` : null;
}

export interface GpaRenderOptions extends Omit<PluginPageOverrides, 'legacyApi'> {
  legacy?: FakeApiAnswers;
}

/** A GPA page mounted at `path` like the router does, on fake answers (overridable per call). */
export function renderGpa(page: ReactElement, options: GpaRenderOptions = {}): RenderPluginPageResult {
  const { legacy = {}, ...rest } = options;
  return renderPluginPage(page, {
    ...rest,
    legacyApi: fakeApiClient({
      'GET /general/getDetail': { map: null, file: null },
      'GET /zones/getData': ZONES,
      'GET /countries/getContinents': CONTINENTS,
      'GET /countries/getCountriesAvailable': AVAILABLE,
      'GET /countries/getContinentDetail': EUROPE,
      'GET /countries/getContinentCountryList': EUROPE_COUNTRIES,
      'GET /countries/getTime': TIME,
      'GET /countries/getCountryDetail': detailFixture(),
      'POST /trends/addView': { message: 'View recorded' },
      'POST /countries/sendPrintRequest': { message: 'Print request sent successfully' },
      ...legacy,
    }),
  });
}
