import { registerTranslations } from '@vigil/web-sdk';
import { trackingEn } from './i18n/en';

/** The plugin's namespace; Italian is a separate chunk loaded only when chosen. */
export const TRACKING_NS = 'tracking';

registerTranslations(TRACKING_NS, { en: trackingEn, it: () => import('./i18n/it').then((module) => module.trackingIt) });
