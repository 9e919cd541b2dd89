import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Switch } from 'wouter';
import { STORAGE_KEYS } from '../../core/storage-keys';
import { publicAreaRoutes } from '../public-area/public-routes';
import { ServiceUnavailablePage } from '../public-area/service-unavailable-page';
import { loadSessionServices, reportLoadFailure, useSessionServices } from '../session/session-loader';
import { useContainer, useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { PageLoader } from '../ui/page-loader';
import { HealthWatch } from './health-watch';
import { NavigationBridge } from './navigation-bridge';
import { PageViewReporter } from './page-view-reporter';
import { ScrollRestoration } from './scroll-restoration';
import { useUrlLocation } from './url-location';
import { needsSessionNow, SERVICE_UNAVAILABLE_PATH } from './public-paths';

// Separate chunks: neither is part of what /Login downloads first.
const SessionLayer = lazy(() => import('../session/session-layer'));
const AuthenticatedArea = lazy(() => import('./authenticated-area'));

/** The whole route table: the public pages here, everything else inside the authenticated area. */
export function AppRoutes(): ReactElement {
  const container = useContainer();
  const storage = useService(TOKENS.Storage);
  const location = useUrlLocation();
  const wanted = needsSessionNow(location, storage.get(STORAGE_KEYS.loginToken) ?? storage.getSession(STORAGE_KEYS.arrivalToken));
  const status = useSessionServices(container, location, wanted);

  const retry = (): void => void loadSessionServices(container, location).catch(reportLoadFailure);
  let authenticated: ReactElement = <PageLoader />;
  if (status === 'failed') authenticated = <AppUnavailable onRetry={retry} />;
  if (status === 'ready') {
    authenticated = (
      <Suspense fallback={<PageLoader />}>
        <AuthenticatedArea />
      </Suspense>
    );
  }

  return (
    <>
      <NavigationBridge />
      <PageViewReporter />
      <ScrollRestoration />
      <HealthWatch />
      {status === 'ready' ? (
        <Suspense fallback={null}>
          <SessionLayer />
        </Suspense>
      ) : null}
      <Switch>
        {/* /Login and its pages; any other path under /Login goes to /Login (spec part 1 §2). */}
        {publicAreaRoutes()}
        <Route path={SERVICE_UNAVAILABLE_PATH}>
          <ServiceUnavailablePage />
        </Route>
        <Route>{authenticated}</Route>
      </Switch>
    </>
  );
}

/**
 * The session's own code could not be downloaded, so neither translations nor the SDK's LoadFailure (which needs
 * them) can be had: this page is all the first chunk carries, in English (the shared one would add the i18n
 * library, 16 KB, to /Login).
 */
function AppUnavailable({ onRetry }: { onRetry: () => void }): ReactElement {
  return (
    <main className="public-page">
      <h1>The application could not be loaded</h1>
      <p role="alert">Check your connection and try again.</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </main>
  );
}
