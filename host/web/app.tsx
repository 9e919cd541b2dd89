import type { Container } from 'inversify';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { DesktopGate } from './gates/desktop-gate';
import { AppRoutes } from './routing/app-routes';
import { useBrowserHistoryLocation } from './routing/browser-history';
import { ServicesProvider } from './services-context';

/** The web host: services, the desktop-only gate (public pages included), then the router and the routes. */
export function App({ container }: { container: Container }): ReactElement {
  return (
    <ServicesProvider container={container}>
      <DesktopGate>
        <Router hook={useBrowserHistoryLocation}>
          <AppRoutes />
        </Router>
      </DesktopGate>
    </ServicesProvider>
  );
}
