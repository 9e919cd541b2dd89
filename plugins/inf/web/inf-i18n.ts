import { registerTranslations, translateMessage, type Translate } from '@vigil/web-sdk';
import { INF_MESSAGES } from '../contract/rules';
import { infEn } from './i18n/en';

/** The plugin's namespace; Italian is a separate chunk loaded only when chosen. */
export const INF_NS = 'inf';

registerTranslations(INF_NS, { en: infEn, it: () => import('./i18n/it').then((module) => module.infIt) });

const SERVER_KEYS = Object.entries(INF_MESSAGES) as Array<[keyof typeof INF_MESSAGES, string]>;

/**
 * A message from the server in the user's language: this module's own texts (which may end with ': field')
 * from its catalogue, the spec's from the common one, anything else as it came.
 */
export function translateServerMessage(t: Translate, message: string): string {
  for (const [key, english] of SERVER_KEYS) {
    if (message === english) return t(`serverMessages.${key}`);
    if (message.startsWith(`${english}: `)) return `${t(`serverMessages.${key}`)}${message.slice(english.length)}`;
  }
  return translateMessage(message);
}
