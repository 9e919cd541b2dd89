export { i18n, isLanguage, LANGUAGES, registerTranslations, setLanguage, translateMessage } from './i18n';
export type { Language, TranslationBundle } from './i18n';
export { useTranslation } from './use-translation';
export type { Translate } from './use-translation';
