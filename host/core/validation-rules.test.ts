import { VALIDATION_MESSAGES as M, missingInputMessage } from './messages';
import { check, email, link, maxLength, minLength, noSpace, optional, password, phone, privateName, required } from './validation-rules';

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
