import { useTranslation } from './use-translation';
import { continentKey } from './continent-names';

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** 'IT' from 'it', 'IT' or the emoji flag 🇮🇹 the answers carry; null for anything else. */
function regionCode(code: string | null | undefined): string | null {
  const text = code?.trim() ?? '';
  if (/^[a-z]{2}$/i.test(text)) return text.toUpperCase();
  const letters = [...text].map((character) => (character.codePointAt(0) ?? 0) - REGIONAL_INDICATOR_A);
  if (letters.length !== 2 || letters.some((letter) => letter < 0 || letter > 25)) return null;
  return String.fromCharCode(...letters.map((letter) => 65 + letter));
}

const displayNames = new Map<string, Intl.DisplayNames>();
const collators = new Map<string, Intl.Collator>();

/**
 * A country's name in `language` from its ISO code (or emoji flag), by the browser's CLDR data: no table of our
 * own to keep. In English, and when the code is unknown, the data's name: it is written in English already, in
 * the forms the product uses ('Democratic Republic of the Congo', where CLDR says 'Congo - Kinshasa').
 */
export function countryName(language: string, code: string | null | undefined, fallback: string): string {
  const region = language === 'en' ? null : regionCode(code);
  if (!region) return fallback;
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    displayNames.set(language, names);
  }
  try {
    return names.of(region) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Compares names as a reader of `language` sorts them (accents, case). */
export function nameCollator(language: string): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { sensitivity: 'base' });
    collators.set(language, collator);
  }
  return collator;
}

export interface RegionNames {
  language: string;
  /** A country's name in the user's language; `code` is its ISO alpha-2 code or emoji flag. */
  country(code: string | null | undefined, fallback: string): string;
  /** A continent's name (the data's English) in the user's language. */
  continent(name: string): string;
  /** Sorts by the names as shown. */
  compare(a: string, b: string): number;
}

/** Country and continent names in the user's language, re-rendering when it changes. */
export function useRegionNames(): RegionNames {
  const { t, language } = useTranslation();
  return {
    language,
    country: (code, fallback) => countryName(language, code, fallback),
    continent: (name) => t(`continents.${continentKey(name)}`, { defaultValue: name }),
    compare: (a, b) => nameCollator(language).compare(a, b),
  };
}
