import { registerTranslations } from '@vigil/web-sdk';
import { insuranceClaimEn } from './i18n/en';

/** The plugin's namespace; Italian is a separate chunk loaded only when chosen. */
export const INSURANCE_CLAIM_NS = 'insurance-claim';

registerTranslations(INSURANCE_CLAIM_NS, {
  en: insuranceClaimEn,
  it: () => import('./i18n/it').then((module) => module.insuranceClaimIt),
});
