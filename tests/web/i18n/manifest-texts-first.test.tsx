import { i18n, registerLaterTranslations, registerTranslations, setLanguage } from '../../../host/web/i18n/i18n';

/**
 * A manifest may load only its texts (the dashboard needs no more); the namespace's pages then register the whole
 * catalogue, which must load over them rather than be taken as already there.
 */
test("a page's catalogue loads over the manifest texts that came first", async () => {
  await setLanguage('it');
  await registerLaterTranslations('manifest-first', async () => ({ manifest: { title: 'Titolo' } }));
  expect(i18n.t('manifest.title', { ns: 'manifest-first' })).toBe('Titolo');
  const whole = jest.fn(async () => ({ manifest: { title: 'Titolo' }, page: { heading: 'Intestazione' } }));
  registerTranslations('manifest-first', { en: { manifest: { title: 'Title' }, page: { heading: 'Heading' } }, it: whole });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(whole).toHaveBeenCalledTimes(1);
  expect(i18n.t('page.heading', { ns: 'manifest-first' })).toBe('Intestazione');
  await setLanguage('en');
});

test('a manifest loaded after its whole catalogue changes nothing and loads nothing more', async () => {
  await setLanguage('it');
  const whole = jest.fn(async () => ({ manifest: { title: 'Titolo' }, page: { heading: 'Intestazione' } }));
  registerTranslations('whole-first', { en: { manifest: { title: 'Title' }, page: { heading: 'Heading' } }, it: whole });
  await new Promise((resolve) => setTimeout(resolve, 0));
  const manifestOnly = jest.fn(async () => ({ manifest: { title: 'Titolo' } }));
  await registerLaterTranslations('whole-first', manifestOnly);
  expect(manifestOnly).not.toHaveBeenCalled();
  expect(i18n.t('page.heading', { ns: 'whole-first' })).toBe('Intestazione');
  await setLanguage('en');
});
