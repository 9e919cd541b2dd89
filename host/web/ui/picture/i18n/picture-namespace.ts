import { registerTranslations } from '../../../i18n';
import { pictureEn } from './en';

/** The i18n namespace of a picture's choice and crop. Importing this module registers its catalogues. */
export const PICTURE_NAMESPACE = 'picture';

registerTranslations(PICTURE_NAMESPACE, { en: pictureEn, it: () => import('./it').then((module) => module.pictureIt) });
