import { STORAGE_KEYS } from '../../core/storage-keys';

/** The account languages (as i18n's LANGUAGES), repeated here so that /Login's entry does not import the i18n module. */
export type VisitorLanguage = 'en' | 'it';

function isVisitorLanguage(value: unknown): value is VisitorLanguage {
  return value === 'en' || value === 'it';
}

function stored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    return null;
  }
}

/**
 * The language of the pages before sign-in (docs/decisions.md, Italian before sign-in): the one chosen on a public
 * page or of the last account signed in on this browser, else the browser's first of English and Italian, else
 * English.
 */
export function visitorLanguage(): VisitorLanguage {
  const remembered = stored();
  if (isVisitorLanguage(remembered)) return remembered;
  const preferred = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const tag of preferred) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isVisitorLanguage(base)) return base;
  }
  return 'en';
}

/** Keeps `language` for the next visit's public pages. */
export function rememberLanguage(language: string): void {
  if (!isVisitorLanguage(language)) return;
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
}
