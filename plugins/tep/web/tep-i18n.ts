import { registerTranslations } from '@vigil/web-sdk';
import { tepEn } from './i18n/en';

/** The plugin's namespace; Italian is a separate chunk loaded only when chosen. */
export const TEP_NS = 'tep';

registerTranslations(TEP_NS, { en: tepEn, it: () => import('./i18n/it').then((module) => module.tepIt) });
