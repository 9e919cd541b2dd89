import { registerTranslations } from '@vigil/web-sdk';
import { srmtEn } from './i18n/en';

/** The plugin's namespace; Italian is a separate chunk loaded only when chosen. */
export const SRMT_NS = 'srmt';

registerTranslations(SRMT_NS, { en: srmtEn, it: () => import('./i18n/it').then((module) => module.srmtIt) });
