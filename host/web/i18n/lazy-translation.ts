import { useEffect, useSyncExternalStore } from 'react';
import type { TranslateOptions } from './translator';
import { commonEn } from './en/common';
import { rememberLanguage, visitorLanguage } from './visitor-language';

type I18nModule = typeof import('./index');
export type LazyTranslate = (key: string, options?: TranslateOptions) => string;

/**
 * Translation for components that /Login's entry carries. The i18n module (its catalogues) does not fit that page's
 * first-load budget, so until it is loaded a namespace with a registered English catalogue answers from that
 * catalogue (the language of a visitor who has not signed in yet), and the real i18n is loaded on the first
 * interaction or by any page that needs it. Elsewhere (namespaces without a fallback) it is loaded at once.
 */
let loaded: I18nModule | null = null;
let loading: Promise<I18nModule> | null = null;
let revision = 0;
const listeners = new Set<() => void>();
const fallbacks = new Map<string, object>();
const onLoad: ((module: I18nModule) => void)[] = [];
fallbacks.set('common', commonEn);

function notify(): void {
  revision += 1;
  for (const listener of listeners) listener();
}

/** An English catalogue to answer from before i18n is loaded. */
export function registerEnglishFallback(namespace: string, catalogue: object): void {
  fallbacks.set(namespace, catalogue);
}

/** Runs once i18n is loaded (at once if it already is): e.g. to register a namespace's other languages. */
export function whenI18nLoaded(callback: (module: I18nModule) => void): void {
  if (loaded) callback(loaded);
  else onLoad.push(callback);
}

export function loadI18n(): Promise<I18nModule> {
  loading ??= import('./index').then((module) => {
    loaded = module;
    onLoad.splice(0).forEach((callback) => callback(module));
    module.i18n.on('languageChanged', notify);
    module.i18n.on('added', notify);
    notify();
    return module;
  });
  return loading;
}

function lookup(catalogue: object | undefined, key: string, options?: TranslateOptions): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') return undefined;
  return node.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String((options as Record<string, unknown> | undefined)?.[name] ?? ''));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function lazyTranslate(namespace: string): LazyTranslate {
  return (key, options) => {
    if (loaded) return loaded.i18n.t(key, { ns: namespace, ...options });
    const catalogue = fallbacks.get(namespace);
    // Like i18next, a missing key shows as itself; a namespace still loading shows nothing rather than keys.
    return lookup(catalogue, key, options) ?? (catalogue ? key : '');
  };
}

/** Like the host's useTranslation, without putting the i18n module in the bundle of the component's page. */
export function useLazyTranslation(namespace: string): LazyTranslate {
  useSyncExternalStore(subscribe, () => revision, () => revision);
  const needed = !loaded && !fallbacks.has(namespace);
  useEffect(() => {
    if (needed) loadI18n().catch((error: unknown) => console.error('Could not load the translations', error));
  }, [needed]);
  return lazyTranslate(namespace);
}

/** The language the texts are shown in: i18n's once loaded, English before (the only one /Login's entry carries). */
export function currentLanguage(): string {
  return loaded?.i18n.language ?? 'en';
}

/** A visitor's choice on a public page: shown at once, and kept for the next visit. */
export function chooseLanguage(language: string): Promise<void> {
  rememberLanguage(language);
  return loadI18n().then((module) => module.setLanguage(language));
}

/**
 * The public pages in the visitor's language (visitor-language.ts). English needs nothing more than the entry
 * has, so an English visitor's /Login loads no i18n module.
 */
export function applyVisitorLanguage(): void {
  const language = visitorLanguage();
  if (language === 'en' && currentLanguage() === 'en') return;
  loadI18n()
    .then((module) => module.setLanguage(language))
    .catch((error: unknown) => console.error('Could not load the translations', error));
}

/**
 * A failure in the user's language once i18n is loaded (translateError: a coded server message by its code); its
 * English before that, which is the only language a page without i18n shows.
 */
export function translateFailure(error: unknown, english: string): string {
  return loaded ? loaded.translateError(error, loaded.translateMessage) : english;
}

/** A server message (English) in the user's language once i18n is loaded; as it came before that. */
export function translateServerMessage(message: string): string {
  return loaded ? loaded.translateMessage(message) : message;
}
