import { registerTranslations } from '@vigil/web-sdk';
import { gpaEn } from './i18n/en';

/** The plugin's namespace; Italian is a separate chunk loaded only when chosen. */
export const GPA_NS = 'gpa';

registerTranslations(GPA_NS, { en: gpaEn, it: () => import('./i18n/it').then((module) => module.gpaIt) });
