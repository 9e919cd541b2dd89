import { Suspense, useEffect, type ReactElement, type ReactNode } from 'react';
import { applyVisitorLanguage } from '../i18n/lazy-translation';
import { PageLoader } from '../ui/page-loader';
import './i18n/register';
import './public-area.css';
import { SidePanel } from './side-panel';

/** Every page under /Login: the page's card in the main landmark, the side panel beside it. */
export function PublicLayout({ children }: { children: ReactNode }): ReactElement {
  // The visitor's language (chosen here before, the last account's, or the browser's).
  useEffect(applyVisitorLanguage, []);
  return (
    <div className="public-layout">
      <main className="public-page public-main">
        <Suspense fallback={<PageLoader />}>
          {children}
        </Suspense>
      </main>
      <SidePanel />
    </div>
  );
}
