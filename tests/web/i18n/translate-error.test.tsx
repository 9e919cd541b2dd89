import { act } from '@testing-library/react';
import { serverMessage } from '../../../host/core/server-messages';
import { registerTranslations, serverMessagesLoaded, setLanguage, translateError } from '../../../host/web/i18n';
import { sendRequest } from '../../../host/web/services/http-request';
import { ApiError } from '../../../host/web/services/api-client';
import { showFailure } from '../../../host/web/ui/show-failure';

/**
 * Issue 19: a server message reaches the reader in their language by its code and params, not by matching its
 * English text; a module's coded messages are the texts of its own namespace.
 */

/** An ApiError as the clients make it from an error answer. */
function refusal(status: number, coded: { message: string; code: string; params?: object }, field?: string): ApiError {
  return new ApiError(status, coded.message, { statusCode: status, error: 'Refused', ...coded, ...(field ? { field } : {}) }, field);
}

registerTranslations('probe', {
  en: { serverMessages: { examFull: 'The exam {{exam}} is full' } },
  it: async () => ({ serverMessages: { examFull: "L'esame {{exam}} è al completo" } }),
});

afterEach(async () => {
  await act(() => setLanguage('en'));
});

it("shows a coded message's English as the server wrote it", () => {
  const error = refusal(400, serverMessage('tooLong', { max: 100, field: 'name' }), 'name');
  expect(translateError(error)).toBe('Too long (at most 100 characters): name');
});

it('loads the coded messages of a language with the first coded failure from the server, before handing it on', async () => {
  await act(() => setLanguage('it'));
  const answer = serverMessage('databaseUnavailable');
  // Not with the language: a page that fails nothing does not download them.
  expect(translateError(refusal(503, answer))).toBe(answer.message);
  const body = JSON.stringify({ statusCode: 503, error: 'Service Unavailable', ...answer });
  const response = { ok: false, status: 503, statusText: 'Service Unavailable', text: async () => body } as Response;
  const failed = await sendRequest(async () => response, { method: 'GET', url: '/api/x' }).catch((error: unknown) => error);
  expect([failed instanceof ApiError, translateError(failed)]).toEqual([true, 'Il database non è disponibile, riprova tra poco']);
});

it('translates a platform code with its params from the catalogue', async () => {
  await act(() => setLanguage('it').then(serverMessagesLoaded));
  expect(translateError(refusal(400, serverMessage('missingInput', { field: 'username' }), 'username'))).toBe('Dato mancante: username');
  expect(translateError(refusal(403, serverMessage('noPermission', { permissions: 'admin, inf' })))).toBe(
    'Non hai i permessi per questa operazione (serve uno di: admin, inf)',
  );
});

it("translates the host's account and personnel refusals, with the values they name", async () => {
  await act(() => setLanguage('it').then(serverMessagesLoaded));
  expect(translateError(refusal(404, serverMessage('employeeNotFound'), 'employee'))).toBe('Dipendente non trovato');
  expect(translateError(refusal(429, serverMessage('tooManyAttempts', { seconds: 42 })))).toBe('Troppi tentativi. Riprova tra 42 secondi');
  expect(translateError(refusal(400, serverMessage('unknownPermission', { value: 'root' }), 'permission'))).toBe('Permesso sconosciuto: root');
  expect(translateError(refusal(400, serverMessage('imageTooBig', { max: 2 }), 'media'))).toBe('L’immagine supera i 2Mb');
});

it("translates a plugin's code with its namespace's serverMessages", async () => {
  await act(() => setLanguage('it').then(serverMessagesLoaded));
  const error = refusal(409, { message: 'The exam Rome is full', code: 'probe:examFull', params: { exam: 'Rome' } });
  expect(translateError(error)).toBe("L'esame Rome è al completo");
});

it('falls back to the English text for a code no catalogue has, and for an uncoded message', async () => {
  await act(() => setLanguage('it').then(serverMessagesLoaded));
  expect(translateError(refusal(400, { message: 'Must be compiled', code: 'nobody:knowsThis' }))).toBe('Campo obbligatorio');
  expect(translateError(new ApiError(400, 'Something the catalogue does not know'))).toBe('Something the catalogue does not know');
  expect(translateError('plain text thrown')).toBe('plain text thrown');
});

it("a failed action's toast says a coded refusal in the user's language", async () => {
  await act(() => setLanguage('it').then(serverMessagesLoaded));
  const toast = jest.fn();
  const shown = showFailure({ toast }, refusal(503, serverMessage('databaseUnavailable')));
  expect(shown).toBe('Il database non è disponibile, riprova tra poco');
  expect(toast).toHaveBeenCalledWith('error', shown);
});
