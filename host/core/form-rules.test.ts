import { firstFormError, passwordChangeError } from './form-rules';

describe('firstFormError', () => {
  it('answers the first failing field in rule order with the spec message', () => {
    expect(firstFormError('login', {})).toEqual({ field: 'username', message: 'Must be compiled' });
    expect(firstFormError('forgotPassword', { email: 'nope' })).toEqual({ field: 'email', message: 'Email format not valid' });
    expect(firstFormError('signUp', {
      name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', username: 'ada lovelace', password: 'Secret-12', password_confirm: 'Secret-12', company: 'demo',
    })).toEqual({ field: 'username', message: 'Il campo non può avere spazi' });
  });

  it('checks the confirmation after every field rule', () => {
    const input = { reset_token: 'abc', password: 'Secret-12', password_confirm: 'Secret-13' };
    expect(firstFormError('newPassword', input)).toEqual({ field: 'password_confirm', message: 'Password confirm not match' });
    expect(firstFormError('newPassword', { ...input, password_confirm: 'Secret-12' })).toBeNull();
    expect(firstFormError('newPassword', { ...input, reset_token: 'a b' })).toEqual({ field: 'reset_token', message: 'Il campo non può avere spazi' });
  });

  it('validates the account form, foreign phone optional and language en or it', () => {
    const account = { name: 'Ada', surname: 'Admin', username: 'admin', email: 'admin@demo.vigil.example', phone: '+39 02 1234', language: 'en' };
    expect(firstFormError('account', account)).toBeNull();
    expect(firstFormError('account', { ...account, foreign_phone: 'abc' })).toEqual({ field: 'foreign_phone', message: 'Not a valid phone' });
    expect(firstFormError('account', { ...account, language: 'de' })?.field).toBe('language');
  });
});

describe('passwordChangeError', () => {
  it('answers password_error for missing or blank fields, then password_not_match', () => {
    expect(passwordChangeError(undefined, 'x')).toBe('password_error');
    expect(passwordChangeError('  ', '  ')).toBe('password_error');
    expect(passwordChangeError('Secret-12', 'Secret-13')).toBe('password_not_match');
    expect(passwordChangeError('Secret-12', 'Secret-12')).toBeNull();
  });
});
