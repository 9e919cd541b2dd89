import type { Building, GeoCountry, PersonnelEmployee } from '@vigil/core';
import type { FakeApiAnswers, PluginPageOverrides, RenderPluginPageResult } from '../../../tests/support/render-plugin';
import { fakeApiClient, renderPluginPage } from '../../../tests/support/render-plugin';
import AdminPage from '../web/admin-page';

export const BUILDINGS: Building[] = [
  { label: 'Jakarta office', value: 3 },
  { label: 'Lagos plant', value: 2 },
  { label: 'Milan HQ', value: 1 },
];

export const COUNTRIES: GeoCountry[] = [
  { id: 380, name: 'Italy', zoneId: 4, iso2: 'IT', iso3: 'ITA' },
  { id: 566, name: 'Nigeria', zoneId: 1, iso2: 'NG', iso3: 'NGA' },
];

/** One employee as /companies/getEmployees answers it. */
export function employeeFixture(id: number, overrides: Partial<PersonnelEmployee> = {}): PersonnelEmployee {
  return {
    id,
    name: `Name${String.fromCharCode(64 + (id % 26) + 1)}`,
    surname: `Surname ${String(id).padStart(3, '0')}`,
    email: `employee${id}@example.test`,
    username: `employee${id}`,
    media: null,
    permission: ['gpa'],
    building: [],
    isTrackingEnable: false,
    hidden: false,
    politicalriskvisible: true,
    language: 'en',
    countryName: null,
    countryCode: null,
    last_login: null,
    areYou: false,
    registered: true,
    ...overrides,
  };
}

/** The signed-in admin, an analyst with projects, and a disabled employee. */
export const EMPLOYEES: PersonnelEmployee[] = [
  employeeFixture(1, { name: 'Ada', surname: 'Admin', username: 'admin', permission: ['admin'], areYou: true, building: [{ label: 'Milan HQ', value: 1 }], countryName: 'Italy', countryCode: 'IT' }),
  employeeFixture(2, {
    name: 'Ann', surname: 'Analyst', username: 'analyst', permission: ['gpa', 'gpa_detail', 'nat'],
    building: [{ label: 'Jakarta office', value: 3 }, { label: 'Milan HQ', value: 1 }],
  }),
  employeeFixture(3, { name: 'Kwame', surname: 'Mensah', permission: ['tra', 'gps', 'ops', 'free'], hidden: true }),
];

export interface AdminRenderOptions extends Omit<PluginPageOverrides, 'legacyApi' | 'newApi'> {
  legacy?: FakeApiAnswers;
  newApi?: FakeApiAnswers;
}

/** The admin plugin mounted like the router does (at /Admin/*), on fake answers. */
export function renderAdmin(options: AdminRenderOptions = {}): RenderPluginPageResult {
  const { legacy = {}, newApi = {}, route = '/Admin', ...rest } = options;
  return renderPluginPage(<AdminPage />, {
    ...rest,
    route,
    path: '/Admin/*',
    legacyApi: fakeApiClient({
      'GET /companies/getEmployees': EMPLOYEES,
      'GET /companies/getBuildings': BUILDINGS,
      ...legacy,
    }),
    newApi: fakeApiClient({ 'GET /geolocation/countries': COUNTRIES, ...newApi }),
  });
}
