import type { Translate } from '@vigil/web-sdk';
import { gpaEn } from './i18n/en';

/** The catalogue key of each name of the data's vocabulary, by its English (case and spaces aside). */
const KEYS = new Map(Object.entries(gpaEn.vocabulary).map(([key, english]) => [english.toLocaleLowerCase('en'), key]));

/**
 * A risk indicator's or travel advice's name in the reader's language: the data writes the names of its fixed
 * vocabulary in English; a name outside it (an installation's own) is shown as written.
 */
export function vocabularyName(t: Translate, name: string): string {
  const key = KEYS.get(name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en'));
  return key ? t(`vocabulary.${key}`) : name;
}
