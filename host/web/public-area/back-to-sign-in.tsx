import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { useLazyTranslation } from '../i18n/lazy-translation';
import { LOGIN_PATH } from '../routing/public-paths';
import { PUBLIC_NAMESPACE } from './i18n/register';

/** The way back to /Login under every public form but sign-in's own. */
export function BackToSignIn(): ReactElement {
  const t = useLazyTranslation(PUBLIC_NAMESPACE);
  return (
    <p className="public-links">
      <Link to={LOGIN_PATH}>{t('backToSignIn')}</Link>
    </p>
  );
}
