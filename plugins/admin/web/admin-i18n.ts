import { registerTranslations } from '@vigil/web-sdk';
import { adminEn } from './i18n/en';

/** The plugin's namespace; Italian is a separate chunk loaded only when chosen. */
export const ADMIN_NS = 'admin';

registerTranslations(ADMIN_NS, { en: adminEn, it: () => import('./i18n/it').then((module) => module.adminIt) });
