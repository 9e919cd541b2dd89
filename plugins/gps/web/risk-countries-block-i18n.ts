import { registerTranslations } from '@vigil/web-sdk';
import { riskCountriesBlockEn } from './i18n/risk-countries-block-en';

/** The block's own namespace: registering 'gps' here would keep the screens' whole catalogue from registering. */
export const RISK_COUNTRIES_BLOCK_NS = 'gps-risk';

registerTranslations(RISK_COUNTRIES_BLOCK_NS, {
  en: riskCountriesBlockEn,
  it: () => import('./i18n/risk-countries-block-it').then((module) => module.riskCountriesBlockIt),
});
