import i18next, { type i18n as I18n, type TOptions } from 'i18next';
import { commonEn } from './en/common';

export const LANGUAGES = ['en', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Catalogues of one namespace: English is bundled with its owner, other languages load on demand. */
export interface TranslationBundle {
  en: object;
  it: () => Promise<object>;
}

const bundles = new Map<string, TranslationBundle>([
  ['common', { en: commonEn, it: () => import('./it/common').then((module) => module.commonIt) }],
]);

/**
 * The one i18next instance of the web host. English is there synchronously, so the first paint never waits;
 * another language's catalogues are imported when it is chosen.
 */
export const i18n: I18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: commonEn } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

async function ensureLoaded(language: Language, namespace: string, bundle: TranslationBundle): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, namespace)) return;
  i18n.addResourceBundle(language, namespace, await bundle.it(), true, true);
}

/**
 * Registers a namespace (a shell area or a plugin): its English catalogue now, other languages when needed.
 * Call it at module level beside the components that use the namespace.
 */
export function registerTranslations(namespace: string, bundle: TranslationBundle): void {
  if (bundles.has(namespace)) return;
  bundles.set(namespace, bundle);
  i18n.addResourceBundle('en', namespace, bundle.en, true, true);
  // A server message a namespace translates (the account page's, the public area's) is shown in the user's language.
  indexEnglish(`${namespace}:`, bundle.en, true);
  const current = i18n.language as Language;
  if (current !== 'en') void ensureLoaded(current, namespace, bundle).then(() => i18n.emit('added', current, namespace));
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Switches every registered namespace to `language` (unknown values fall back to English). */
export async function setLanguage(language: string): Promise<void> {
  const target: Language = isLanguage(language) ? language : 'en';
  await Promise.all([...bundles.entries()].map(([namespace, bundle]) => ensureLoaded(target, namespace, bundle)));
  await i18n.changeLanguage(target);
  document.documentElement.lang = target;
}

const englishToKey = new Map<string, string>();
/** `keep`: a text already known keeps its key (the common catalogue's before a namespace's). */
function indexEnglish(prefix: string, node: object, keep = false): void {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') {
      if (!keep || !englishToKey.has(value)) englishToKey.set(value, `${prefix}${key}`);
    } else if (value && typeof value === 'object') indexEnglish(`${prefix}${key}.`, value, keep);
  }
}
indexEnglish('', commonEn);

/**
 * Translates a message that arrived in English from the server (the spec's messages, and those a registered
 * namespace carries): a known text is shown in the user's language, anything else as it came.
 */
export function translateMessage(message: string, options?: TOptions): string {
  const key = englishToKey.get(message);
  return key ? i18n.t(key, options) : message;
}
