import { indexCountries, searchCountries } from '../web/country-search';

describe('country search', () => {
  const index = indexCountries([{ name: 'Italy' }, { name: 'Germany' }, { name: 'Côte d’Ivoire' }]);

  it('finds names containing the query, case-insensitively, and everything for a blank query', () => {
    expect(searchCountries(index, 'AN').map((c) => c.name)).toEqual(['Germany']);
    expect(searchCountries(index, ' côte ').map((c) => c.name)).toEqual(['Côte d’Ivoire']);
    expect(searchCountries(index, '  ')).toBe(index.items);
  });

  it('filters 250 countries well within a frame', () => {
    const many = indexCountries(Array.from({ length: 250 }, (_, i) => ({ name: `Country number ${i}` })));
    const start = performance.now();
    for (let i = 0; i < 100; i += 1) searchCountries(many, `number ${i}`);
    expect((performance.now() - start) / 100).toBeLessThan(2);
  });
});
