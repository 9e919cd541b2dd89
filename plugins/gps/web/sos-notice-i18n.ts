import { registerTranslations } from '@vigil/web-sdk';
import { sosNoticeEn } from './i18n/sos-notice-en';

/** The notice's own namespace: registering 'gps' here would keep the screens' whole catalogue from registering. */
export const SOS_NOTICE_NS = 'gps-sos';

registerTranslations(SOS_NOTICE_NS, { en: sosNoticeEn, it: () => import('./i18n/sos-notice-it').then((module) => module.sosNoticeIt) });
