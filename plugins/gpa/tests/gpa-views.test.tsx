import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PluginView } from '@vigil/web-sdk';
import type { AvailableCountry } from '../contract';
import { GPA_VIEWS, type ContinentsViewProps, type CountryListViewProps } from '../contract/views';
import manifest from '../manifest';
import { flagOf, renderGpa } from './gpa-fixtures';

/*
 * The views gpa offers to the plugins that use it (manifest `views`, props in contract/views.ts): the e-learning
 * module shows them with PluginView, with its own links, title, home and countries (spec part 2 §2).
 */

const AVAILABLE: AvailableCountry[] = [
  { id: 250, name: 'France', iso2: 'FR', zone: 3 },
  { id: 276, name: 'Germany', iso2: 'DE', zone: 3 },
  { id: 380, name: 'Italy', iso2: 'IT', zone: 3 },
  { id: 566, name: 'Nigeria', iso2: 'NG', zone: 1 },
];

function renderView(view: ReactElement): void {
  renderGpa(view, { plugins: [manifest], legacy: { 'GET /countries/getCountriesAvailable': AVAILABLE } });
}

it('offers the continents grid and the country list as lazily loaded views', async () => {
  expect(Object.keys(manifest.views ?? {}).sort()).toEqual([GPA_VIEWS.continents, GPA_VIEWS.countryList].sort());
  for (const load of Object.values(manifest.views ?? {})) expect(typeof (await load()).default).toBe('function');
});

it("the continents view links each continent the caller's way, with every country counted by default", async () => {
  renderView(
    <PluginView<ContinentsViewProps> plugin="gpa" view={GPA_VIEWS.continents} props={{ linkTo: (continent) => `/Inf/list/${continent.id}` }} />,
  );
  const links = await screen.findAllByRole('link', {}, { timeout: 5000 });
  expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
    ['/Inf/list/1', 'Africa54 countries'],
    ['/Inf/list/3', 'Europe3 countries'],
  ]);
});

it("the continents view counts only the caller's countries and leaves out continents without any", async () => {
  renderView(
    <PluginView<ContinentsViewProps>
      plugin="gpa"
      view={GPA_VIEWS.continents}
      props={{ linkTo: (continent) => `/Inf/list/${continent.id}`, countries: [250, 380] }}
    />,
  );
  const links = await screen.findAllByRole('link', {}, { timeout: 5000 });
  expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([['/Inf/list/3', 'Europe2 countries']]);
});

it("the country list view shows the caller's title, home and links, and only the caller's countries", async () => {
  renderView(
    <PluginView<CountryListViewProps>
      plugin="gpa"
      view={GPA_VIEWS.countryList}
      props={{
        continent: '3',
        title: 'countries - e-learning',
        home: { label: 'E-learning', to: '/Inf' },
        linkTo: (country) => `/Inf/detail/${country.country_id}`,
        countries: [250, 380],
      }}
    />,
  );
  expect((await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).textContent).toBe('countries - e-learning');
  const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(breadcrumb).getByRole('link', { name: 'E-learning' }).getAttribute('href')).toBe('/Inf');
  expect(within(breadcrumb).getByText('Europe').getAttribute('aria-current')).toBe('page');
  const shown = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/Inf/detail/'));
  expect(shown.map((link) => [link.textContent, flagOf(link), link.getAttribute('href')])).toEqual([
    ['France', 'France sprite:fr', '/Inf/detail/250'],
    ['Italy', 'Italy sprite:it', '/Inf/detail/380'],
  ]);
});
