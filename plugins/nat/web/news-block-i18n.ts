import { registerTranslations } from '@vigil/web-sdk';
import { newsBlockEn } from './i18n/news-block-en';

/** The news block's own namespace: registering 'nat' here would keep the screens' whole catalogue from registering. */
export const NEWS_BLOCK_NS = 'nat-now';

registerTranslations(NEWS_BLOCK_NS, { en: newsBlockEn, it: () => import('./i18n/news-block-it').then((module) => module.newsBlockIt) });
