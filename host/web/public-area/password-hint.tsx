import type { ReactElement } from 'react';
import { useLazyTranslation } from '../i18n/lazy-translation';
import { PUBLIC_NAMESPACE } from './i18n/register';

/** The password rules in words, before the user trips over them (spec part 1 §5). */
export function PasswordHint(): ReactElement {
  const t = useLazyTranslation(PUBLIC_NAMESPACE);
  return <p className="password-hint">{t('passwordHint')}</p>;
}
