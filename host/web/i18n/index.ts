export {
  i18n,
  isLanguage,
  translationsLoaded,
  LANGUAGES,
  registerTranslations,
  serverMessagesLoaded,
  setLanguage,
  translateError,
  translateMessage,
} from './i18n';
export type { Language, TranslationBundle } from './i18n';
export { pluginTexts, pluginTranslationsLoaded, usePluginTexts } from './plugin-texts';
export type { PluginTexts } from './plugin-texts';
export { countryName, nameCollator, useRegionNames } from './region-names';
export type { RegionNames } from './region-names';
export { useTranslation } from './use-translation';
export type { Translate } from './use-translation';
