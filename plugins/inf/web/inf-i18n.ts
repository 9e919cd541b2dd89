import { registerTranslations } from '@vigil/web-sdk';
import { infEn } from './i18n/en';

/** The plugin's namespace; Italian is a separate chunk loaded only when chosen. */
export const INF_NS = 'inf';

registerTranslations(INF_NS, { en: infEn, it: () => import('./i18n/it').then((module) => module.infIt) });
