import type { ReactElement, ReactNode } from 'react';
import { useLazyTranslation } from '../i18n/lazy-translation';
import { usePageTitle } from '../ui/document-title';
import { PUBLIC_NAMESPACE } from './i18n/register';

interface PublicCardProps {
  /** Key of the page's title in the 'public' namespace; the page's only h1. */
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The card every public page shows its form in: brand, one h1, an optional introduction. */
export function PublicCard({ title, intro, children }: PublicCardProps): ReactElement {
  const t = useLazyTranslation(PUBLIC_NAMESPACE);
  usePageTitle(t(title));
  return (
    <section className="surface-card login-card public-card">
      <p className="brand">{t('brand')}</p>
      <h1 id="public-card-title">{t(title)}</h1>
      {intro ? <p className="login-intro">{intro}</p> : null}
      {children}
    </section>
  );
}
