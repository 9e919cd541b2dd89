import { registerTranslations } from '@vigil/web-sdk';
import { accountEn } from './i18n/en';

/** The plugin's namespace; Italian is a separate chunk loaded only when chosen. */
export const ACCOUNT_NS = 'account';

registerTranslations(ACCOUNT_NS, { en: accountEn, it: () => import('./i18n/it').then((module) => module.accountIt) });
