import { act } from '@testing-library/react';
import { SUCCESS_MESSAGES } from '@vigil/core';
import { ApiError, setLanguage, translateError, translateMessage } from '@vigil/web-sdk';
import { quizMessage } from '../server/quiz-message';
import '../web/quiz-i18n';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

/** An ApiError as the clients make it from the server's coded answer. */
function refusal(status: number, coded: ReturnType<typeof quizMessage>, field?: string): ApiError {
  return new ApiError(status, coded.message, { statusCode: status, error: 'Refused', ...coded, ...(field ? { field } : {}) }, field);
}

it("shows this module's coded refusals in the user's language, with their field", async () => {
  const notFound = refusal(404, quizMessage('employeeNotFound'), 'users');
  const tooMany = refusal(400, quizMessage('tooManyIds', 'users'), 'users');
  expect(translateError(notFound)).toBe('Employee not found in your company');
  expect(translateError(tooMany)).toBe('Too many ids in one request: users');
  await act(() => setLanguage('it'));
  expect(translateError(notFound)).toBe('Dipendente non trovato nella tua azienda');
  expect(translateError(tooMany)).toBe('Troppi identificativi in una sola richiesta: users');
});

it("shows the spec's success texts, which are not coded, from the common catalogue", async () => {
  await act(() => setLanguage('it'));
  expect(translateMessage(SUCCESS_MESSAGES.blacklistUpdated)).not.toBe(SUCCESS_MESSAGES.blacklistUpdated);
  expect(translateMessage('Something else entirely')).toBe('Something else entirely');
});
