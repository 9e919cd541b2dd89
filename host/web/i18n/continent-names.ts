import type { CommonCatalogue } from './en/common';
import { commonEn } from './en/common';
import type { Language } from './i18n';

/** The data's continents by their English name in lower camel case ('North America' → northAmerica). */
export type ContinentNames = CommonCatalogue['continents'];

/** The catalogue key of a continent's English name, as the data gives it ('North America' → northAmerica). */
export function continentKey(name: string): string {
  return name.trim().replace(/\s+(\w)/g, (_match, letter: string) => letter.toUpperCase()).replace(/^\w/, (letter) => letter.toLowerCase());
}

/**
 * The continents' names in `language`, from the common catalogue, whatever language the interface shows: for a
 * text written in a language of its own (gpa's printed report). Another language than English is the common
 * catalogue's chunk, which the interface loads too when that language is chosen.
 */
export function continentNames(language: Language): Promise<ContinentNames> {
  return language === 'en' ? Promise.resolve(commonEn.continents) : import('./it/common').then((module) => module.commonIt.continents);
}
