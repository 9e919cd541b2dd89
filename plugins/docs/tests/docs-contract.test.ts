import { cutTitle, DOC_FILE_MAX_BYTES, DOC_UPLOAD_BODY_LIMIT, endpoints, getDocs, matchesTypeFilter, saveNewDoc, splitTags } from '../contract';

describe('docs contract', () => {
  it('lists every endpoint, each under the module id, the documents under /docs', () => {
    expect(endpoints.every((endpoint) => endpoint.id.startsWith('docs.'))).toBe(true);
    expect(new Set(endpoints.map((endpoint) => endpoint.path)).size).toBe(endpoints.length);
    expect(endpoints.filter((endpoint) => !endpoint.path.startsWith('/docs/')).map((endpoint) => endpoint.path)).toEqual(['/companies/getStorageModes']);
  });

  it('takes getDocs both ways, GET first, and the wizard with a body that fits the largest file form-encoded', () => {
    expect(getDocs.method).toEqual(['GET', 'POST']);
    // base64 is 4/3 of the bytes; form encoding turns '+' and '/' into three characters each.
    expect(saveNewDoc.bodyLimit).toBe(DOC_UPLOAD_BODY_LIMIT);
    expect(DOC_UPLOAD_BODY_LIMIT).toBeGreaterThan((DOC_FILE_MAX_BYTES * 4) / 3 * 1.0625);
  });

  it('splits tags at ; and , and reads false as none (spec part 2 §5, §7)', () => {
    expect(splitTags('fire; drill,fire , ')).toEqual(['fire', 'drill']);
    expect(splitTags('false')).toEqual([]);
    expect(splitTags(undefined)).toEqual([]);
  });

  it('cuts titles at 30 characters (spec part 2 §9)', () => {
    expect(cutTitle('Evacuation procedure - Jakarta office')).toBe('Evacuation procedure - Jakarta...');
    expect(cutTitle('Short title')).toBe('Short title');
  });

  it('filters by type: All, procedures (1), security documents (-1), client documents (2)', () => {
    expect([1, 2, 3].filter((category) => matchesTypeFilter(category, 0))).toEqual([1, 2, 3]);
    expect([1, 2, 3].filter((category) => matchesTypeFilter(category, 1))).toEqual([1]);
    expect([1, 2, 3].filter((category) => matchesTypeFilter(category, -1))).toEqual([3]);
    expect([1, 2, 3].filter((category) => matchesTypeFilter(category, 2))).toEqual([2]);
  });
});
