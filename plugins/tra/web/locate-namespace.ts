/**
 * The i18n namespace Locate and the contact form translate in: the plugin's 'tra', whose catalogue holds their
 * texts under `locate` and `contact` (i18n/locate-en.ts, i18n/locate-it.ts). Importing it registers the catalogue.
 */
export { TRA_NS as LOCATE_NS } from './tra-i18n';
