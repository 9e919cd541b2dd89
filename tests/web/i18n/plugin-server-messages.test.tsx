import { act } from '@testing-library/react';
import { serverMessage, type CodedMessage } from '../../../host/core/server-messages';
import { serverMessagesLoaded, setLanguage, translateError } from '../../../host/web/i18n';
import { ApiError } from '../../../host/web/services/api-client';
import { FILE_MESSAGES } from '../../../host/server/files/file-messages';
import { gpaMessage } from '../../../plugins/gpa/server/gpa-message';
import { infMessage } from '../../../plugins/inf/server/inf-message';
import { natMessage } from '../../../plugins/nat/server/nat-message';
import { requestRefusal, srmtMessage } from '../../../plugins/srmt/server/srmt-message';
import '../../../plugins/gpa/web/gpa-i18n';
import '../../../plugins/inf/web/inf-i18n';
import '../../../plugins/nat/web/nat-i18n';
import '../../../plugins/srmt/web/srmt-i18n';

/**
 * Issue 19: the refusals the modules' servers and the file service answer reach the web coded, and the reader
 * sees them in their language with their params, whatever the English text.
 */

function refusal(coded: CodedMessage | string): ApiError {
  const body = typeof coded === 'string' ? { message: coded } : coded;
  return new ApiError(400, body.message, { statusCode: 400, error: 'Bad Request', ...body });
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

const CASES: Array<[string, CodedMessage, string, string]> = [
  ['inf, by a named question', infMessage('unknownQuestion', { question: 12 }), 'Not a valid question: 12', 'Domanda non valida: 12'],
  ['inf, without params', infMessage('timeOver'), 'The time for this test is over', 'Il tempo per questo test è scaduto'],
  ['gpa, with a field', gpaMessage('unknownModel', { field: 'model' }), 'Unknown model: model', 'Modello sconosciuto: model'],
  [
    'gpa, with a list',
    gpaMessage('printLanguage', { languages: 'Italian, English', field: 'langSelected' }),
    'Language must be one of Italian, English: langSelected',
    'La lingua deve essere una tra Italian, English: langSelected',
  ],
  ['nat', natMessage('notANumber', { field: 'limit' }), 'Not a valid number: limit', 'Numero non valido: limit'],
  ['srmt, with a field', srmtMessage('notAChoice', 'language'), 'Not one of the choices: language', 'Non è una delle scelte: language'],
  ['the file service', FILE_MESSAGES.tooLarge(200 * 1024 * 1024), 'The file is too large: the limit is 200 MB', 'Il file è troppo grande: il limite è 200 MB'],
  ['the sign-in limit', serverMessage('tooManySignIns', { seconds: 30 }), 'Too many sign-in attempts. Try again in 30 seconds', 'Troppi tentativi di accesso. Riprova tra 30 secondi'],
];

it.each(CASES)("%s: English as the server wrote it, Italian from the module's catalogue", async (_name, coded, english, italian) => {
  expect(coded.message).toBe(english);
  expect(translateError(refusal(coded))).toBe(english);
  await act(() => setLanguage('it').then(serverMessagesLoaded));
  expect(translateError(refusal(coded))).toBe(italian);
});

it("codes srmt's rule refusals by what the rule wrote for the field, and leaves an unknown text uncoded", () => {
  expect(requestRefusal({ field: 'country', message: 'Missing input: country' })).toEqual(serverMessage('missingInput', { field: 'country' }));
  expect(requestRefusal({ field: 'end_date', message: 'Not a valid date: end_date' })).toEqual(srmtMessage('notADate', 'end_date'));
  expect(requestRefusal({ field: 'end_date', message: 'The end date cannot be before the from date' })).toEqual(srmtMessage('endBeforeFrom'));
  // The field the text names must be the refused one.
  expect(requestRefusal({ field: 'from_date', message: 'Not a valid date: end_date' })).toBe('Not a valid date: end_date');
});
