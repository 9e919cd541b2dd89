import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { countryName, nameCollator, setLanguage, useRegionNames } from '../../../host/web/i18n';

/** Issue 15: country names from the browser's CLDR data by ISO code, continents from the catalogue, sorted as shown. */

afterEach(async () => {
  await act(() => setLanguage('en'));
});

it("names a country in Italian by its ISO code or emoji flag, and keeps the data's English name in English", () => {
  expect(countryName('it', 'DE', 'Germany')).toBe('Germania');
  expect(countryName('it', 'de', 'Germany')).toBe('Germania');
  expect(countryName('it', '🇮🇹', 'Italy')).toBe('Italia');
  expect(countryName('en', 'CD', 'Democratic Republic of the Congo')).toBe('Democratic Republic of the Congo');
  // No code the browser knows: the data's name.
  expect(countryName('it', 'not a code', 'Atlantis')).toBe('Atlantis');
  expect(countryName('it', null, 'Atlantis')).toBe('Atlantis');
});

it('sorts names as the language does', () => {
  expect(['Zambia', 'Åland', 'Austria'].sort(nameCollator('it').compare)).toEqual(['Åland', 'Austria', 'Zambia']);
});

function Probe(): ReactElement {
  const names = useRegionNames();
  return (
    <p>
      {names.continent('North America')} / {names.country('FR', 'France')}
    </p>
  );
}

it('re-renders continent and country names when the language changes', async () => {
  render(<Probe />);
  expect(screen.getByText('North America / France')).toBeTruthy();
  await act(() => setLanguage('it'));
  expect(screen.getByText('Nord America / Francia')).toBeTruthy();
});
