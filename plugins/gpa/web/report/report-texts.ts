import { continentNames, type Language, type Translate } from '@vigil/web-sdk';
import { gpaEn } from '../i18n/en';
import type { InterfaceReportTexts, ReportCatalogue, ReportLanguage } from './report-catalogue';

/** A report in a language the interface has: gpa's own catalogue, the continents from the common one. */
async function inInterfaceLanguage(language: Language, texts: Promise<InterfaceReportTexts>): Promise<ReportCatalogue> {
  const [catalogue, continents] = await Promise.all([texts, continentNames(language)]);
  return { ...catalogue, continents };
}

/** English is bundled with the page; the other languages are chunks of their own, loaded when a report asks. */
const LOADERS: Record<ReportLanguage, () => Promise<ReportCatalogue>> = {
  en: () => inInterfaceLanguage('en', Promise.resolve(gpaEn)),
  it: () => inInterfaceLanguage('it', import('../i18n/it').then((module) => module.gpaIt)),
  fr: () => import('./report-fr').then((module) => module.reportFr),
  de: () => import('./report-de').then((module) => module.reportDe),
};

export function loadReportCatalogue(language: ReportLanguage): Promise<ReportCatalogue> {
  return LOADERS[language]();
}

function lookup(catalogue: object, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * `t` over one report catalogue, independent of the interface's language (the host's translator has one
 * language at a time): English where the catalogue lacks a key, `{{name}}` filled as the host fills it.
 */
export function reportTranslator(catalogue: ReportCatalogue): Translate {
  return (key, options) => {
    const text = lookup(catalogue, key) ?? lookup(gpaEn, key) ?? options?.defaultValue ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(options?.[name] ?? ''));
  };
}
