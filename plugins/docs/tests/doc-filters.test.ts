import { docFiltersParams, docYears, parseDocFilters, DEFAULT_DOC_FILTERS } from '../web/doc-filters';
import { doc } from './docs-ui-fixtures';

describe('the documents filters in the address', () => {
  it('reads every filter and writes back only what differs from the defaults', () => {
    const filters = parseDocFilters(new URLSearchParams('order=name&project=4&type=-1&year=2025&q=fire'));
    expect(filters).toEqual({ order: 'name', project: 4, type: -1, year: 2025, search: 'fire' });
    expect(docFiltersParams(filters).toString()).toBe('order=name&project=4&type=-1&year=2025&q=fire');
    expect(docFiltersParams(DEFAULT_DOC_FILTERS).toString()).toBe('');
  });

  it('takes a value that is not valid as the default', () => {
    expect(parseDocFilters(new URLSearchParams('order=size&project=x&type=3&year=-1'))).toEqual(DEFAULT_DOC_FILTERS);
  });

  it("offers the documents' creation years, newest first, once each", () => {
    expect(docYears([doc(1, 'a', { creation_year: 2024 }), doc(2, 'b', { creation_year: 2026 }), doc(3, 'c', { creation_year: 2024 })])).toEqual([2026, 2024]);
  });
});
