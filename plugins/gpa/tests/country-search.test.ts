import { indexCountries, searchCountries } from '../web/country-search';

describe('country search', () => {
  const index = indexCountries([{ name: 'Italy' }, { name: 'Germany' }, { name: 'Côte d’Ivoire' }]);

  it('finds names containing the query, case-insensitively, and everything for a blank query', () => {
    expect(searchCountries(index, 'AN').map((c) => c.name)).toEqual(['Germany']);
    expect(searchCountries(index, ' côte ').map((c) => c.name)).toEqual(['Côte d’Ivoire']);
    expect(searchCountries(index, '  ')).toBe(index.items);
  });

  // How fast a keystroke is painted is measured by `npm run bench` (country search per keystroke), not here.
  it('filters 250 countries in their order, by any part of the name', () => {
    const many = indexCountries(Array.from({ length: 250 }, (_, i) => ({ name: `Country number ${i}` })));
    expect(searchCountries(many, 'number 1').map((c) => c.name)).toEqual(
      [1, ...Array.from({ length: 10 }, (_, i) => 10 + i), ...Array.from({ length: 100 }, (_, i) => 100 + i)].map((i) => `Country number ${i}`),
    );
    expect(searchCountries(many, 'NUMBER 249').map((c) => c.name)).toEqual(['Country number 249']);
    expect(searchCountries(many, 'number 250')).toEqual([]);
  });
});
