import { registerTranslations } from '@vigil/web-sdk';
import { testsBlockEn } from './i18n/tests-block-en';

/** The block's own namespace: registering 'inf' here would keep the screens' whole catalogue from registering. */
export const TESTS_BLOCK_NS = 'inf-now';

registerTranslations(TESTS_BLOCK_NS, { en: testsBlockEn, it: () => import('./i18n/tests-block-it').then((module) => module.testsBlockIt) });
