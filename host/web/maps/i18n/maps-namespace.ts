import { registerTranslations } from '../../i18n';
import { mapsEn } from './en';

/** The i18n namespace of the maps. Importing this module registers its catalogues. */
export const MAPS_NAMESPACE = 'maps';

registerTranslations(MAPS_NAMESPACE, { en: mapsEn, it: () => import('./it').then((module) => module.mapsIt) });
