import { Translator } from './translator';

function translator(): Translator {
  return new Translator({
    lng: 'it',
    fallbackLng: 'en',
    defaultNS: 'common',
    resources: {
      en: {
        common: { greeting: 'Hello {{name}}', rows_one: '{{count}} row', rows_other: '{{count}} rows', only: 'English only' },
        gpa: { title: 'Country risk analysis' },
      },
      it: { common: { greeting: 'Ciao {{ name }}', rows_one: '{{count}} riga', rows_other: '{{count}} righe' } },
    },
  });
}

describe('the translator', () => {
  it('interpolates values, and leaves an absent one empty', () => {
    expect(translator().t('greeting', { name: 'Anna' })).toBe('Ciao Anna');
    expect(translator().t('greeting')).toBe('Ciao ');
  });

  it("picks the plural form of the language's rules", () => {
    const t = translator();
    expect([t.t('rows', { count: 1 }), t.t('rows', { count: 0 }), t.t('rows', { count: 5 })]).toEqual(['1 riga', '0 righe', '5 righe']);
  });

  it('falls back to English, then to the default value, then to the key', () => {
    const t = translator();
    expect(t.t('only')).toBe('English only');
    expect(t.t('missing.key', { defaultValue: 'Default' })).toBe('Default');
    expect(t.t('missing.key')).toBe('missing.key');
  });

  it("reads another namespace by 'ns:key' or the ns option", () => {
    const t = translator();
    expect([t.t('gpa:title'), t.t('title', { ns: 'gpa' })]).toEqual(['Country risk analysis', 'Country risk analysis']);
  });

  it('merges a catalogue added later and tells its listeners; a language change is told once', async () => {
    const t = translator();
    const events: unknown[][] = [];
    t.on('added', (...args) => events.push(['added', ...args]));
    t.on('languageChanged', (...args) => events.push(['languageChanged', ...args]));
    t.addResourceBundle('it', 'common', { only: 'Solo italiano' });
    expect([t.t('only'), t.t('rows', { count: 2 })]).toEqual(['Solo italiano', '2 righe']);
    await t.changeLanguage('en');
    await t.changeLanguage('en');
    expect(events).toEqual([['added', 'it', 'common'], ['languageChanged', 'en']]);
    expect(t.t('greeting', { name: 'Tom' })).toBe('Hello Tom');
  });
});
