import { registerTranslations } from '@vigil/web-sdk';
import { quizEn } from './i18n/en';

/** The plugin's namespace; Italian is a separate chunk loaded only when chosen. */
export const QUIZ_NS = 'quiz';

registerTranslations(QUIZ_NS, { en: quizEn, it: () => import('./i18n/it').then((module) => module.quizIt) });
