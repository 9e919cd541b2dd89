import { act, fireEvent, screen, within } from '@testing-library/react';
import { LocationProbe } from '../../../tests/support/test-router';
import { ContinentsGrid } from '../web/continents-grid';
import { CountryDetailView } from '../web/country-detail-view';
import { CountryList } from '../web/country-list';
import { CONTINENTS, detailFixture, EUROPE_COUNTRIES, flagOf, renderGpa } from './gpa-fixtures';

/*
 * The e-learning module (/Inf/list/{id}, /Inf/detail/{country_id}, spec part 2 §2) reuses the GPA list and
 * detail components with its own links and title: rendered here with exactly the props it will pass.
 */
const INF = {
  continentLink: (continent: { id: number }) => `/Inf/list/${continent.id}`,
  countryLink: (country: { country_id: number }) => `/Inf/detail/${country.country_id}`,
  title: 'countries - e-learning',
};

describe('the GPA components in the e-learning variant', () => {
  it('the continents grid links every continent to /Inf/list/{id}', async () => {
    renderGpa(<ContinentsGrid continents={CONTINENTS} linkTo={INF.continentLink} />);
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/Inf/list/1', '/Inf/list/3']);
  });

  it("the country list shows the variant's title and links every country to /Inf/detail/{country_id}", async () => {
    renderGpa(<CountryList countries={EUROPE_COUNTRIES} title={INF.title} linkTo={INF.countryLink} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('countries - e-learning');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, flagOf(link), link.getAttribute('href')])).toEqual([
      ['France', 'France sprite:fr', '/Inf/detail/250'],
      ['Germany', 'Germany sprite:de', '/Inf/detail/276'],
      ['Italy', 'Italy sprite:it', '/Inf/detail/380'],
    ]);
  });

  it('the country detail links its zone to /Inf/list and the countries of its map to /Inf/detail', async () => {
    renderGpa(
      <>
        <CountryDetailView
          detail={detailFixture({ image: null })}
          zoneLink={(zone) => `/Inf/list/${zone}`}
          countryLink={(id) => INF.countryLink({ country_id: id })}
        />
        <LocationProbe />
      </>,
      { route: '/Inf/detail/380' },
    );
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Europe' }).getAttribute('href')).toBe('/Inf/list/3');
    const heading = screen.getByRole('heading', { level: 1, name: 'Italy' });
    expect([heading.textContent, flagOf(heading)]).toEqual([' Italy', 'Italy it.svg']);
    expect(screen.queryByRole('button', { name: 'Print report' })).toBeNull();
    const map = await screen.findByRole('group', { name: 'Map of Italy' }, { timeout: 10_000 });
    fireEvent.click(within(map).getByRole('button', { name: 'France' }));
    expect(screen.getByTestId('location').textContent).toBe('/Inf/detail/250');
    await act(async () => undefined);
  });
});
