import { Suspense, useEffect, type ReactElement } from 'react';
import { Outlet } from 'react-router-dom';
import { applyVisitorLanguage } from '../i18n/lazy-translation';
import { PageLoader } from '../ui/page-loader';
import './i18n/register';
import './public-area.css';
import { SidePanel } from './side-panel';

/** Every page under /Login: the page's card in the main landmark, the side panel beside it. */
export function PublicLayout(): ReactElement {
  // The visitor's language (chosen here before, the last account's, or the browser's).
  useEffect(applyVisitorLanguage, []);
  return (
    <div className="public-layout">
      <main className="public-page public-main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SidePanel />
    </div>
  );
}
