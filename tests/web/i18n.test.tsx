import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { VALIDATION_MESSAGES } from '../../host/core/messages';
import { i18n, registerTranslations, setLanguage, translateMessage, useTranslation } from '../../host/web/i18n';

function Probe(): ReactElement {
  const { t } = useTranslation('probe');
  return <p>{t('hello', { name: 'Ada' })}</p>;
}

registerTranslations('probe', { en: { hello: 'Hello {{name}}' }, it: async () => ({ hello: 'Ciao {{name}}' }) });

afterEach(async () => {
  await act(() => setLanguage('en'));
});

it('serves the spec messages as the English catalogue', () => {
  expect(i18n.t('validation.required')).toBe(VALIDATION_MESSAGES.required);
  expect(i18n.t('permission.title')).toBe('Warning!');
});

it('switches a rendered namespace to Italian and back, with interpolation', async () => {
  render(<Probe />);
  expect(screen.getByText('Hello Ada')).toBeTruthy();
  await act(() => setLanguage('it'));
  expect(screen.getByText('Ciao Ada')).toBeTruthy();
  expect(document.documentElement.lang).toBe('it');
  await act(() => setLanguage('en'));
  expect(screen.getByText('Hello Ada')).toBeTruthy();
});

it('falls back to English for an unknown language', async () => {
  await setLanguage('xx');
  expect(i18n.language).toBe('en');
});

it('translates known server messages and leaves others as they are', async () => {
  await setLanguage('it');
  expect(translateMessage('Must be compiled')).toBe('Campo obbligatorio');
  expect(translateMessage('Something the catalogue does not know')).toBe('Something the catalogue does not know');
});

it('loads the target language of a namespace registered while a switch is under way (issue 15)', async () => {
  // The shell's chunk arrives just after sign-in, while the switch to the account's Italian is still loading the
  // catalogues of before: the shell must come in Italian too, not stay English until a reload.
  let release = (): void => undefined;
  const slow = new Promise<void>((resolve) => (release = resolve));
  registerTranslations('slow', { en: { a: 'A' }, it: () => slow.then(() => ({ a: 'A in italiano' })) });
  const switching = setLanguage('it');
  registerTranslations('late', { en: { hello: 'Hello' }, it: async () => ({ hello: 'Ciao' }) });
  release();
  await act(() => switching);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(i18n.language).toBe('it');
  expect(i18n.t('hello', { ns: 'late' })).toBe('Ciao');
});
