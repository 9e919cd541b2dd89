import { registerTranslations } from '@vigil/web-sdk';
import { traEn } from './i18n/en';

/** The plugin's namespace; Italian is a separate chunk loaded only when chosen. */
export const TRA_NS = 'tra';

registerTranslations(TRA_NS, { en: traEn, it: () => import('./i18n/it').then((module) => module.traIt) });
