import { useEffect, type ReactElement } from 'react';
import { applyVisitorLanguage, useLazyTranslation } from '../i18n/lazy-translation';
import { usePageTitle } from '../ui/document-title';
import { PUBLIC_NAMESPACE } from './i18n/register';

/** /500: the database health check answered a server error (spec part 1 §2); in the visitor's language. */
export function ServiceUnavailablePage(): ReactElement {
  const t = useLazyTranslation(PUBLIC_NAMESPACE);
  useEffect(applyVisitorLanguage, []);
  usePageTitle(t('unavailable.title'));
  return (
    <main className="public-page">
      <section className="surface-card login-card">
        <p className="brand">{t('brand')}</p>
        <h1>{t('unavailable.title')}</h1>
        <p>{t('unavailable.text')}</p>
        {/* A full page load, so the start-up health check runs again. */}
        <a className="button" href="/">
          {t('unavailable.retry')}
        </a>
      </section>
    </main>
  );
}
