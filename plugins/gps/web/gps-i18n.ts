import { registerTranslations } from '@vigil/web-sdk';
import { gpsEn } from './i18n/en';

/** The plugin's namespace; Italian is a separate chunk loaded only when chosen. */
export const GPS_NS = 'gps';

registerTranslations(GPS_NS, { en: gpsEn, it: () => import('./i18n/it').then((module) => module.gpsIt) });
