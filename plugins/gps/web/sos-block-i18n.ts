import { registerTranslations } from '@vigil/web-sdk';
import { sosBlockEn } from './i18n/sos-block-en';

/** The block's own namespace: registering 'gps' here would keep the screens' whole catalogue from registering. */
export const SOS_BLOCK_NS = 'gps-now';

registerTranslations(SOS_BLOCK_NS, { en: sosBlockEn, it: () => import('./i18n/sos-block-it').then((module) => module.sosBlockIt) });
