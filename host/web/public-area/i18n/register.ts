import { registerEnglishFallback, whenI18nLoaded } from '../../i18n/lazy-translation';
import { publicEn } from './en';

export const PUBLIC_NAMESPACE = 'public';

// English travels with /Login's entry (a few hundred bytes) and answers until i18n is loaded; the namespace is
// registered with i18n (Italian fetched when chosen) as soon as it is.
registerEnglishFallback(PUBLIC_NAMESPACE, publicEn);
whenI18nLoaded((i18n) =>
  i18n.registerTranslations(PUBLIC_NAMESPACE, { en: publicEn, it: () => import('./it').then((module) => module.publicIt) }),
);
