import table from '../../config/route-permissions.json';
import { findRule, holdsAny, isMenuVisible, isPathAllowed, isRevoked, mergeRules, type PermissionRule } from './permission-matcher';

const rules: PermissionRule[] = table.routes;

describe('holdsAny', () => {
  it('grants when any allowed permission is held', () => {
    expect(holdsAny(['tra', 'gps'], ['admin', 'gps'])).toBe(true);
    expect(holdsAny(['free'], ['admin', 'gps'])).toBe(false);
    expect(holdsAny([], ['admin'])).toBe(false);
  });

  it("treats 'all' and '*' as matching anything, on either side", () => {
    expect(holdsAny(['all'], ['admin'])).toBe(true);
    expect(holdsAny(['*'], ['admin'])).toBe(true);
    expect(holdsAny(['free'], ['*'])).toBe(true);
    expect(holdsAny([], ['all'])).toBe(true);
  });
});

describe('isRevoked', () => {
  it('revokes only for permissions literally held', () => {
    expect(isRevoked(['gpa', 'free'], ['free'])).toBe(true);
    expect(isRevoked(['gpa'], ['free'])).toBe(false);
    expect(isRevoked(['all'], ['free'])).toBe(false);
    expect(isRevoked(['gpa'], undefined)).toBe(false);
  });
});

describe('findRule', () => {
  it('picks the longest prefix on whole segments, case-insensitively', () => {
    expect(findRule('/Gpa/detail/12', rules)?.prefix).toBe('/Gpa/detail');
    expect(findRule('/gpa/list/3', rules)?.prefix).toBe('/Gpa/list');
    expect(findRule('/Gpa', rules)?.prefix).toBe('/Gpa');
    expect(findRule('/Gpas', rules)).toBeUndefined();
    expect(findRule('/Tra/locate', rules)?.prefix).toBe('/Tra');
  });

  it('ignores the query string and the hash', () => {
    expect(findRule('/Admin?login_token=x#top', rules)?.prefix).toBe('/Admin');
  });
});

describe('isPathAllowed with the spec route table', () => {
  const cases: Array<[string, string[], boolean]> = [
    ['/', ['free'], true],
    ['/Home', [], true],
    ['/Gpa', ['free'], true],
    ['/Gpa/detail/5', ['gpa_detail'], true],
    ['/Gpa/list/2', ['gpa_detail'], false],
    ['/Gop/list/2', ['free'], true],
    ['/Cmr', ['free'], false],
    ['/Cmr', ['cmr'], true],
    ['/Cmr', ['admin'], true],
    ['/Nat', ['nat'], true],
    ['/Nat', ['inf'], false],
    ['/Ava', ['admin'], false],
    ['/Ava', ['ops'], true],
    ['/Admin/new', ['gpa'], false],
    ['/Admin/new', ['admin'], true],
    ['/Quiz', ['*'], true],
    ['/Account/data', ['tra', 'gps', 'ops'], true],
    ['/Account/data', ['tra'], false],
    ['/Srmt/Cte', ['dvr-s'], true],
  ];
  it.each(cases)('%s with %j → %s', (path, permissions, expected) => {
    expect(isPathAllowed(path, permissions, rules)).toBe(expected);
  });

  it('lets a not-allowed list revoke access', () => {
    const withDeny: PermissionRule[] = [{ prefix: '/Gpa', allowed: ['gpa', 'free'], notAllowed: ['free'] }];
    expect(isPathAllowed('/Gpa', ['gpa'], withDeny)).toBe(true);
    expect(isPathAllowed('/Gpa', ['gpa', 'free'], withDeny)).toBe(false);
  });
});

describe('isMenuVisible', () => {
  it('shows items to admin or to the listed permissions', () => {
    expect(isMenuVisible(['admin'], ['cmr'])).toBe(true);
    expect(isMenuVisible(['cmr'], ['cmr'])).toBe(true);
    expect(isMenuVisible(['free'], ['gpa', 'free'])).toBe(true);
    expect(isMenuVisible(['gps'], ['ops', 'gpa', 'gps'])).toBe(true);
    expect(isMenuVisible(['free'], ['cmr'])).toBe(false);
  });
});

describe('mergeRules', () => {
  it('lets a later rule with the same prefix replace an earlier one', () => {
    const merged = mergeRules([{ prefix: '/Cmr', allowed: ['admin'] }], [{ prefix: '/cmr/', allowed: ['cmr'] }]);
    expect(merged).toEqual([{ prefix: '/cmr/', allowed: ['cmr'] }]);
  });
});
