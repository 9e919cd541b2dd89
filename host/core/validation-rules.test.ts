import { VALIDATION_MESSAGES as M, missingInputMessage } from './messages';
import { check, dateTime, email, isIsoDay, link, maxLength, minLength, noSpace, optional, password, phone, privateName, required, time } from './validation-rules';

describe('field rules of spec part 1 §5', () => {
  it('required', () => {
    expect(required('')).toBe('Must be compiled');
    expect(required('   ')).toBe('Must be compiled');
    expect(required('x')).toBeNull();
  });

  it('email', () => {
    expect(email('ada@example.com')).toBeNull();
    expect(email('ada@example')).toBe('Email format not valid');
    expect(email('ada example.com')).toBe('Email format not valid');
  });

  it('link accepts http and https only', () => {
    expect(link('https://vigil.example/doc')).toBeNull();
    expect(link('http://vigil.example')).toBeNull();
    expect(link('ftp://vigil.example')).toBe('Link format not valid');
    expect(link('https://exa mple.com')).toBe('Link format not valid');
  });

  it('noSpace', () => {
    expect(noSpace('mario.rossi')).toBeNull();
    expect(noSpace('mario rossi')).toBe('Il campo non può avere spazi');
  });

  it('privateName allows letters, accented letters and spaces only', () => {
    expect(privateName('Anna Maria')).toBeNull();
    expect(privateName('Niccolò')).toBeNull();
    expect(privateName('R2D2')).toBe('Not a valid name');
  });

  it('phone allows digits, spaces, brackets, dashes and a leading plus or bracket', () => {
    expect(phone('+39 (02) 123-4567')).toBeNull();
    expect(phone('(02) 1234')).toBeNull();
    expect(phone('0212345')).toBeNull();
    expect(phone('02+1234')).toBe('Not a valid phone');
    expect(phone('call me')).toBe('Not a valid phone');
    expect(phone('+')).toBe('Not a valid phone');
  });

  it('min and max length use their configured bounds and messages', () => {
    expect(minLength(3, 'too short')('ab')).toBe('too short');
    expect(minLength(3, 'too short')('abc')).toBeNull();
    expect(maxLength(3, 'too long')('abcd')).toBe('too long');
    expect(maxLength(3, 'too long')('abc')).toBeNull();
  });
});

describe('password rules', () => {
  it.each([
    ['Short1!', M.passwordLength],
    ['Has space 1!', M.passwordFormat],
    ['NoNumber!!', M.passwordNumber],
    ['NoSymbol12', M.passwordSymbol],
    ['Vigil-admin-1', null],
    ['12345678_', null],
  ])('%s → %s', (value, expected) => {
    expect(password(value)).toBe(expected);
  });

  it('has exactly 8 characters as the boundary', () => {
    expect(password('abcde1!')).toBe('Password length must be minimum 8 chars');
    expect(password('abcdef1!')).toBeNull();
  });

  it('refuses more than 128 characters with its own message instead of cutting them (issue 13)', () => {
    const longest = `Ab1!${'x'.repeat(124)}`;
    expect(password(longest)).toBeNull();
    expect(password(`${longest}y`)).toBe('Password length must be maximum 128 chars');
  });
});

describe('check and optional', () => {
  it('runs rules in order and treats a missing value as empty', () => {
    expect(check(undefined, [required, email])).toBe('Must be compiled');
    expect(check('x', [required, email])).toBe('Email format not valid');
    expect(check('a@b.it', [required, email])).toBeNull();
  });

  it('lets optional fields be empty', () => {
    expect(optional(phone)('')).toBeNull();
    expect(optional(phone)('abc')).toBe('Not a valid phone');
  });

  it('formats missing-input messages', () => {
    expect(missingInputMessage('country')).toBe('Missing input: country');
  });
});

describe('the date-time and time fields (issue 19)', () => {
  it('time takes HH:mm or HH:mm:ss of a real clock', () => {
    for (const value of ['00:00', '09:30', '23:59', '07:05:09']) expect(time(value)).toBeNull();
    for (const value of ['24:00', '9:30', '12:60', '12:30:60', '12h30', '', '12:30 ']) expect(time(value)).toBe('Not a valid time');
  });

  it('dateTime takes a day that exists and a time, as a datetime-local input writes them', () => {
    for (const value of ['2025-03-14T09:30', '2024-02-29T23:59:59', '2025-12-31T00:00']) expect(dateTime(value)).toBeNull();
    for (const value of ['2025-02-29T09:30', '2025-13-01T09:30', '2025-03-14 09:30', '2025-03-14T25:00', '2025-03-14', '2025-03-14T09:30Z', ''])
      expect(dateTime(value)).toBe('Not a valid date and time');
    expect(M.dateTime).toBe('Not a valid date and time');
  });

  it('isIsoDay knows the calendar', () => {
    expect([isIsoDay('2024-02-29'), isIsoDay('2023-02-29'), isIsoDay('2025-04-31'), isIsoDay('2025-4-03')]).toEqual([true, false, false, false]);
  });

  it('leave an optional field empty, and a required one says so first', () => {
    expect(check('', [optional(time)])).toBeNull();
    expect(check('', [required, dateTime])).toBe('Must be compiled');
  });
});
