import { readLegacyFields } from '../../host/server/legacy/legacy-input';
import { readInput } from '../../host/server/legacy/read-input';
import { HttpError } from '../../host/server/http-error';
import { email, required } from '../../host/core/validation-rules';

describe('readLegacyFields', () => {
  test('merges query and body, the body winning, and sets the credentials apart', () => {
    const fields = readLegacyFields({ login_token: 'q-token', a: 'query', b: 'query' }, { app_token: 'app', b: 'body' });
    expect(fields).toEqual({ input: expect.anything(), appToken: 'app', loginToken: 'q-token' });
    expect({ ...fields.input }).toEqual({ a: 'query', b: 'body' });
  });

  test('reads repeated fields, PHP-style names, numbers and booleans as text', () => {
    const { input } = readLegacyFields(undefined, { 'users[]': ['1', '2'], quiz: [3, 4], count: 5, flag: true, empty: null });
    expect({ ...input }).toEqual({ users: '1,2', quiz: '3,4', count: '5', flag: 'true', empty: undefined });
  });

  test('keeps __proto__ an ordinary field', () => {
    const body = JSON.parse('{"__proto__": "x", "constructor": "y"}') as unknown;
    const { input } = readLegacyFields(undefined, body);
    expect(input.__proto__).toBe('x');
    expect(Object.getPrototypeOf(input)).toBeNull();
  });

  test('refuses nested values with a 400 naming the field, and bodies that are not field sets', () => {
    expect(() => readLegacyFields(undefined, { username: { $ne: null } })).toThrow(new HttpError(400, 'The field username must be a text value', 'username'));
    expect(() => readLegacyFields(undefined, 'text')).toThrow(HttpError);
    expect(() => readLegacyFields(undefined, [1, 2])).toThrow(HttpError);
  });
});

describe('readInput', () => {
  test('answers the checked values', () => {
    expect(readInput({ email: 'a@b.co', extra: 'x' }, { email: [required, email] })).toEqual({ email: 'a@b.co' });
  });

  test("names a missing field in the spec's words", () => {
    const error = (() => {
      try {
        readInput({ email: '  ' }, { email: [required, email] });
      } catch (thrown) {
        return thrown as HttpError;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(HttpError);
    expect(error?.toBody()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Missing input: email', field: 'email', code: 'missingInput', params: { field: 'email' } });
  });

  test('names a malformed field with the rule message', () => {
    expect(() => readInput({ email: 'nope' }, { email: [required, email] })).toThrow('Email format not valid: email');
  });
});
