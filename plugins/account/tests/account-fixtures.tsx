import type { EmployeeAlert, EmployeeDetail, GeoCountry, MonitoredCountry } from '@vigil/core';
import type { FakeApiAnswers, PluginPageOverrides, RenderPluginPageResult } from '../../../tests/support/render-plugin';
import { fakeApiClient, renderPluginPage } from '../../../tests/support/render-plugin';
import AccountPage from '../web/account-page';

/** A plain message from nobody (the platform's own notification), with `overrides`. */
export function alertFixture(overrides: Partial<EmployeeAlert> & Pick<EmployeeAlert, 'id'>): EmployeeAlert {
  return {
    content: 'A notification',
    image: null,
    last_update: '2025-02-01T08:00:00.000Z',
    isRead: false,
    kind: 'message',
    sender: null,
    date: null,
    airport: null,
    location: null,
    driver: null,
    driverDetail: null,
    company: null,
    vhl: null,
    ...overrides,
  };
}

/** The signed-in analyst as getEmployeeDetail answers, with two notifications. */
export function employeeFixture(overrides: Partial<EmployeeDetail> = {}): EmployeeDetail {
  return {
    id: 7,
    name: 'Ana',
    surname: 'Lyst',
    username: 'analyst',
    email: 'analyst@example.test',
    phone: '+39 02 1234',
    foreign_phone: '',
    language: 'en',
    media: '/media/avatar-7.jpg?v=1',
    last_login: '2025-02-03T10:20:00.000Z',
    areYou: true,
    alerts: [
      alertFixture({ id: 11, content: 'Strike at the airport', last_update: '2025-02-01T08:00:00.000Z', isRead: false }),
      alertFixture({ id: 12, content: 'Road closed downtown', last_update: '2025-02-02T09:30:00.000Z', isRead: true }),
    ],
    docs: [],
    nationality: { id: 826, name: 'United Kingdom' },
    employee_id: 'VDC-002',
    permission: [{ label: 'GPA', value: 'gpa' }],
    building: [{ label: 'Milan HQ', value: 1 }],
    isTrackingEnable: false,
    politicalriskvisible: true,
    hidden: false,
    registration_date: '2025-01-02T08:00:00.000Z',
    ...overrides,
  };
}

export const MONITORED: MonitoredCountry[] = [{ id: 380, name: 'Italy', iso2: 'IT', level_alert: ['high'] }];

export const GEO_COUNTRIES: GeoCountry[] = [
  { id: 380, name: 'Italy', zoneId: 1, iso2: 'IT', iso3: 'ITA' },
  { id: 250, name: 'France', zoneId: 1, iso2: 'FR', iso3: 'FRA' },
  { id: 276, name: 'Germany', zoneId: 1, iso2: 'DE', iso3: 'DEU' },
];

export interface AccountRenderOptions extends Omit<PluginPageOverrides, 'legacyApi' | 'newApi'> {
  /** Legacy answers on top of the default detail and monitored list. */
  legacy?: FakeApiAnswers;
  newApi?: FakeApiAnswers;
}

/** The account page at `route` (default /Account/data) mounted like the router does, on fake answers. */
export function renderAccount(options: AccountRenderOptions = {}): RenderPluginPageResult {
  const { legacy = {}, newApi = {}, route = '/Account/data', ...rest } = options;
  return renderPluginPage(<AccountPage />, {
    ...rest,
    route,
    path: '/Account/*',
    legacyApi: fakeApiClient({
      'GET /customers/getEmployeeDetail': employeeFixture(),
      'GET /customers/getHighlightedCountries': MONITORED,
      ...legacy,
    }),
    newApi: fakeApiClient({ 'GET /geolocation/countries': GEO_COUNTRIES, ...newApi }),
  });
}
