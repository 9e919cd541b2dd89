import { onCodedFailure } from '../services/http-request';
import { commonEn } from './en/common';
import { Translator, type TranslateOptions } from './translator';

export const LANGUAGES = ['en', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Catalogues of one namespace: English is bundled with its owner, other languages load on demand. */
export interface TranslationBundle {
  en: object;
  it: () => Promise<object>;
}

/** The namespace of the platform's coded server messages, whose English is the server's message (translate-error.ts). */
export const SERVER_NAMESPACE = 'server';

const bundles = new Map<string, TranslationBundle>([
  ['common', { en: commonEn, it: () => import('./it/common').then((module) => module.commonIt) }],
]);

/**
 * The coded server messages' other languages: loaded when a coded failure first needs them (serverMessagesLoaded),
 * not with the language, so a page that fails nothing (most pages, the dashboard) does not download them.
 */
const serverMessages: TranslationBundle['it'] = () => import('./it/server-messages').then((module) => module.serverMessagesIt);

/**
 * The one translator of the web host (translator.ts, i18next's interface in small). English is there
 * synchronously, so the first paint never waits; another language's catalogues are imported when it is chosen.
 */
export const i18n = new Translator({ lng: 'en', fallbackLng: 'en', defaultNS: 'common', resources: { en: { common: commonEn } } });

/**
 * The language being switched to: a namespace registered while its other catalogues load (the shell's chunk
 * arriving just after sign-in) loads that language's too, not the one still shown (issue 15: the header
 * stayed English until a reload).
 */
let wanted: Language = 'en';

/** Namespaces whose other languages are known before their English (a plugin's, from its manifest). */
const laterBundles = new Map<string, TranslationBundle['it']>();

const pending = new Set<Promise<void>>();

async function load(language: Language, namespace: string, bundle: Pick<TranslationBundle, 'it'>, over = false): Promise<void> {
  const catalogue = await bundle.it();
  // Merged over the manifest's texts when those came first.
  if (over || !i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, catalogue);
}

/**
 * Catalogues loaded by a manifest's loader (`<language>:<namespace>`), which may hold the manifest's texts only (the
 * header and the dashboard need no more): the namespace's own bundle, registered with its page, loads over them.
 */
const fromManifest = new Set<string>();

function ensureLoaded(language: Language, namespace: string, bundle: Pick<TranslationBundle, 'it'>, whole = true): Promise<void> {
  const key = `${language}:${namespace}`;
  if (language === 'en') return Promise.resolve();
  if (i18n.hasResourceBundle(language, namespace) && !(whole && fromManifest.has(key))) return Promise.resolve();
  if (whole) fromManifest.delete(key);
  else fromManifest.add(key);
  const loading = whole ? load(language, namespace, bundle, true) : load(language, namespace, bundle);
  pending.add(loading);
  void loading.catch(() => undefined).then(() => pending.delete(loading));
  return loading;
}

/**
 * Settles once the catalogues loading now have arrived (or failed): a page waits for it after its chunk, whose
 * namespace registered on import, so it never shows its English first.
 */
export function translationsLoaded(): Promise<void> {
  return Promise.allSettled([...pending]).then(() => undefined);
}

/**
 * Registers a namespace (a shell area or a plugin): its English catalogue now, other languages when needed.
 * Call it at module level beside the components that use the namespace.
 */
export function registerTranslations(namespace: string, bundle: TranslationBundle): void {
  if (bundles.has(namespace)) return;
  bundles.set(namespace, bundle);
  i18n.addResourceBundle('en', namespace, bundle.en);
  // A server message a namespace translates (the account page's, the public area's) is shown in the user's language.
  indexEnglish(`${namespace}:`, bundle.en, true);
  const current = wanted;
  if (current !== 'en') void ensureLoaded(current, namespace, bundle).then(() => i18n.emit('added', current, namespace));
}

/**
 * A namespace's other languages before its English is registered: a plugin's catalogue, declared by its
 * manifest, so that the header and the dashboard show its texts in the user's language (the manifest's English
 * is their fallback) before any of its pages is loaded.
 */
export function registerLaterTranslations(namespace: string, it: TranslationBundle['it']): Promise<void> {
  if (!bundles.has(namespace) && !laterBundles.has(namespace)) laterBundles.set(namespace, it);
  const current = wanted;
  // Adding the catalogue tells the components (the translator's 'added' event).
  return current === 'en' ? Promise.resolve() : ensureLoaded(current, namespace, { it }, false);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Switches every registered namespace to `language` (unknown values fall back to English). */
export async function setLanguage(language: string): Promise<void> {
  const target: Language = isLanguage(language) ? language : 'en';
  wanted = target;
  await Promise.all([
    ...[...bundles.entries()].map(([namespace, bundle]) => ensureLoaded(target, namespace, bundle)),
    ...[...laterBundles.entries()].filter(([namespace]) => !bundles.has(namespace)).map(([namespace, it]) => ensureLoaded(target, namespace, { it }, false)),
  ]);
  // A later call (sign-out while signing in) wins.
  if (wanted !== target) return;
  await i18n.changeLanguage(target);
  document.documentElement.lang = target;
}

/**
 * Settles once the coded server messages are there in the language being shown (at once in English, whose text
 * is the server's own). The HTTP helper waits for it before it hands on a coded failure, so translateError finds
 * the text when the failure is shown.
 */
export function serverMessagesLoaded(): Promise<void> {
  return ensureLoaded(wanted, SERVER_NAMESPACE, { it: serverMessages });
}
onCodedFailure(serverMessagesLoaded);

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
export function translateMessage(message: string, options?: TranslateOptions): string {
  const key = englishToKey.get(message);
  return key ? i18n.t(key, options) : message;
}

/** What translateError reads of an error: ApiError's message and, for a coded message, its code and params. */
interface MaybeCoded {
  message?: unknown;
  code?: unknown;
  params?: unknown;
}

/** The catalogue key of a server message code: the `server` namespace's, or '<plugin>:serverMessages.<key>'. */
function keyOfCode(code: string): string {
  const separator = code.indexOf(':');
  return separator > 0 ? `${code.slice(0, separator)}:serverMessages.${code.slice(separator + 1)}` : `${SERVER_NAMESPACE}:${code}`;
}

/**
 * The message of a failure in the user's language: a coded server message (ApiError's `code` and `params`) from
 * the catalogue of its code, so that a module's texts live once, in its i18n; an uncoded one, or a code no
 * catalogue of this language has (English, whose text is the server's own), by `fallback` on its English text.
 */
export function translateError(error: unknown, fallback: (message: string) => string = translateMessage): string {
  const { message, code, params } = (typeof error === 'object' && error !== null ? error : {}) as MaybeCoded;
  const english = typeof message === 'string' ? message : String(error);
  if (typeof code === 'string' && i18n.language !== 'en') {
    const key = keyOfCode(code);
    const values = typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};
    if (i18n.exists(key)) return i18n.t(key, values);
  }
  return fallback(english);
}
