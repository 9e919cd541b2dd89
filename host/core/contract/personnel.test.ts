import { firstFormError } from '../form-rules';
import {
  badgeColours,
  isPermissionValue,
  NEUTRAL_BADGE_COLOURS,
  PERMISSION_BADGE_COLOURS,
  PERMISSION_VALUES,
  permissionOption,
} from './personnel';

/** WCAG relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((index) => {
    const channel = parseInt(hex.slice(index, index + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('permissions', () => {
  it('are the spec list (part 1 §6), each with a label', () => {
    expect(PERMISSION_VALUES).toEqual(['admin', 'gpa', 'free', 'gpa_detail', 'gps', 'ops', 'opt', 'tep', 'tra', 'nat', 'inf', 'cmr', 'ava', 'srmt', 'dvr-s']);
    expect(permissionOption('gpa_detail')).toEqual({ value: 'gpa_detail', label: 'GPA detail' });
    expect(permissionOption('dvr-s')).toEqual({ value: 'dvr-s', label: 'DVR-S' });
    expect(isPermissionValue('all')).toBe(false);
    expect(isPermissionValue('*')).toBe(false);
    expect(isPermissionValue('toString')).toBe(false);
  });

  it('have badge colours for free, gps, ops, admin and gpa, a neutral one otherwise, all readable', () => {
    expect(Object.keys(PERMISSION_BADGE_COLOURS).sort()).toEqual(['admin', 'free', 'gpa', 'gps', 'ops']);
    expect(badgeColours('gps')).toBe(PERMISSION_BADGE_COLOURS.gps);
    expect(badgeColours('nat')).toBe(NEUTRAL_BADGE_COLOURS);
    expect(badgeColours('constructor')).toBe(NEUTRAL_BADGE_COLOURS);
    const backgrounds = new Set(Object.values(PERMISSION_BADGE_COLOURS).map((colours) => colours.background));
    expect(backgrounds.size).toBe(5);
    for (const colours of [...Object.values(PERMISSION_BADGE_COLOURS), NEUTRAL_BADGE_COLOURS]) {
      expect(contrast(colours.foreground, colours.background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('new employee rules (spec part 1 §5)', () => {
  const valid = { name: 'Grace Brewster', surname: 'Hopper', email: 'grace@example.com', phone: '+1 (555) 0141' };

  it('needs name, surname, email and phone; the lists and the nationality are optional', () => {
    expect(firstFormError('newEmployee', valid)).toBeNull();
    expect(firstFormError('newEmployee', { ...valid, permission: 'gpa,ops', building: '1', country: '380' })).toBeNull();
    expect(firstFormError('newEmployee', {})).toEqual({ field: 'name', message: 'Must be compiled' });
  });

  it.each([
    ['name', 'R2D2', 'Not a valid name'],
    ['surname', "O'Neil", 'Not a valid name'],
    ['email', 'grace@', 'Email format not valid'],
    ['phone', 'call me', 'Not a valid phone'],
    ['phone', '', 'Must be compiled'],
  ])('refuses %s %j with %j', (field, value, message) => {
    expect(firstFormError('newEmployee', { ...valid, [field]: value })).toEqual({ field, message });
  });

  it('accepts names in any alphabet', () => {
    expect(firstFormError('newEmployee', { ...valid, name: 'Chioma', surname: 'Okafor Ngozi' })).toBeNull();
    expect(firstFormError('newEmployee', { ...valid, name: 'José', surname: 'Núñez' })).toBeNull();
  });

  it('requires a permission when editing an employee (spec part 2 §5)', () => {
    expect(firstFormError('employeeAccess', { permission: '' })).toEqual({ field: 'permission', message: 'Must be compiled' });
    expect(firstFormError('employeeAccess', { permission: 'gpa' })).toBeNull();
  });
});
