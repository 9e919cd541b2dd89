import { registerTranslations } from '@vigil/web-sdk';
import { natEn } from './i18n/en';

/** The plugin's namespace; Italian is a separate chunk loaded only when chosen. */
export const NAT_NS = 'nat';

registerTranslations(NAT_NS, { en: natEn, it: () => import('./i18n/it').then((module) => module.natIt) });
