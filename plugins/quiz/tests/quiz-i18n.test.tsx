import { act, renderHook } from '@testing-library/react';
import { SUCCESS_MESSAGES } from '@vigil/core';
import { setLanguage, useTranslation } from '@vigil/web-sdk';
import { KNOWLEDGE_TEST_MESSAGES } from '../contract';
import { QUIZ_NS, translateServerMessage } from '../web/quiz-i18n';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

it("shows this module's server texts, the spec's and any other in the user's language", async () => {
  const { result } = renderHook(() => useTranslation(QUIZ_NS));
  const translate = (message: string): string => translateServerMessage(result.current.t, message);
  expect(translate(KNOWLEDGE_TEST_MESSAGES.employeeNotFound)).toBe('Employee not found in your company');
  await act(() => setLanguage('it'));
  expect(translate(KNOWLEDGE_TEST_MESSAGES.employeeNotFound)).toBe('Dipendente non trovato nella tua azienda');
  expect(translate(`${KNOWLEDGE_TEST_MESSAGES.tooManyIds}: users`)).toBe('Troppi identificativi in una sola richiesta: users');
  expect(translate(SUCCESS_MESSAGES.blacklistUpdated)).not.toBe(SUCCESS_MESSAGES.blacklistUpdated);
  expect(translate('Something else entirely')).toBe('Something else entirely');
});
