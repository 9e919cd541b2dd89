import type { ReactElement } from 'react';
import { chooseLanguage, currentLanguage, useLazyTranslation } from '../i18n/lazy-translation';
import { PUBLIC_NAMESPACE } from './i18n/register';

/** Each language named in itself, as a reader looks for their own (docs/decisions.md, Italian before sign-in). */
const CHOICES = [
  { language: 'en', name: 'English' },
  { language: 'it', name: 'Italiano' },
] as const;

/** The public pages' language choice: applies at once and is kept for the next visit. */
export function LanguageSwitch(): ReactElement {
  const t = useLazyTranslation(PUBLIC_NAMESPACE);
  const shown = currentLanguage();
  return (
    <div className="public-language" role="group" aria-label={t('language')}>
      {CHOICES.map(({ language, name }) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="public-language-choice"
          aria-pressed={shown === language}
          onClick={() => void chooseLanguage(language).catch((error: unknown) => console.error('Could not switch the language', error))}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
