import { INPUT_MESSAGES } from '../../host/core/endpoints';
import { ACCOUNT_MESSAGES, ACCOUNT_SECURITY_MESSAGES, GATE_TEXTS, missingInputMessage } from '../../host/core/messages';
import { SERVER_MESSAGES, serverMessage, type ServerMessageCode } from '../../host/core/server-messages';
import { errorBody, HttpError } from '../../host/server/http-error';
import { serverMessagesIt } from '../../host/web/i18n/it/server-messages';

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();

test("every platform code has its Italian, with the English's placeholders and not the English's words", () => {
  const codes = Object.keys(SERVER_MESSAGES) as ServerMessageCode[];
  expect(Object.keys(serverMessagesIt).sort()).toEqual([...codes].sort());
  for (const code of codes) {
    expect({ code, params: placeholders(serverMessagesIt[code]) }).toEqual({ code, params: placeholders(SERVER_MESSAGES[code]) });
    expect({ code, text: serverMessagesIt[code] }).not.toEqual({ code, text: SERVER_MESSAGES[code] });
  }
});

test("a coded message's English is the text the legacy clients and the spec have", () => {
  expect(serverMessage('missingInput', { field: 'username' }).message).toBe(missingInputMessage('username'));
  expect(serverMessage('tooLong', { max: 100, field: 'name' }).message).toBe(`${INPUT_MESSAGES.tooLong(100)}: name`);
  expect(serverMessage('tooShort', { min: 2, field: 'name' }).message).toBe(`${INPUT_MESSAGES.tooShort(2)}: name`);
  expect(serverMessage('controlCharacters', { field: 'x' }).message).toBe(`${INPUT_MESSAGES.controlCharacters}: x`);
  expect(serverMessage('notText', { field: 'x' }).message).toBe(`${INPUT_MESSAGES.notText}: x`);
  expect(serverMessage('notValid', { field: 'x' }).message).toBe(`${INPUT_MESSAGES.notValid}: x`);
  expect(serverMessage('privacyNotAccepted').message).toBe(GATE_TEXTS.privacy);
  expect(serverMessage('imageTooBig', { max: 2 }).message).toBe(ACCOUNT_MESSAGES.imageTooBig(2));
  expect(serverMessage('passwordMissing').message).toBe(ACCOUNT_MESSAGES.password_error);
  expect(serverMessage('passwordsDiffer').message).toBe(ACCOUNT_MESSAGES.password_not_match);
  expect(serverMessage('currentPasswordWrong').message).toBe(ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong);
  expect(serverMessage('tooManyAttempts', { seconds: 30 }).message).toBe('Too many attempts. Try again in 30 seconds');
  expect(serverMessage('unknownPermission', { value: 'root' }).message).toBe('Unknown permission: root');
  expect(serverMessage('flagValue', { field: 'hidden' }).message).toBe('The value must be 1 or 0: hidden');
});

test('an error answer carries the code and params of a coded message, and none for a plain one', () => {
  expect(new HttpError(400, serverMessage('missingInput', { field: 'email' }), 'email').toBody()).toEqual({
    statusCode: 400,
    error: 'Bad Request',
    message: 'Missing input: email',
    field: 'email',
    code: 'missingInput',
    params: { field: 'email' },
  });
  expect(new HttpError(404, 'Company not found').toBody()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Company not found' });
  expect(errorBody(503, serverMessage('databaseUnavailable'))).toEqual({
    statusCode: 503,
    error: 'Service Unavailable',
    message: SERVER_MESSAGES.databaseUnavailable,
    code: 'databaseUnavailable',
  });
});
