import { registerTranslations } from '../../i18n';
import { shellEn } from './en';

/** The i18n namespace of the shell and the gates. Importing this module registers its catalogues. */
export const SHELL_NAMESPACE = 'shell';

registerTranslations(SHELL_NAMESPACE, { en: shellEn, it: () => import('./it').then((module) => module.shellIt) });
