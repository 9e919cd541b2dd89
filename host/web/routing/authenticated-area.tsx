import { useRef, type ReactElement } from 'react';
import { Route, Switch } from 'wouter';
import '../styles/shell.css';
import { PrivacyGate } from '../gates/privacy-gate';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { AppFooter } from '../shell/app-footer';
import { AppHeader } from '../shell/app-header';
import { DashboardPage } from '../shell/dashboard-page';
import { PluginNotices } from '../shell/plugin-notices';
import { SkipLink } from '../shell/skip-link';
import { UnservedPath } from '../shell/unserved-path';
import { PermissionGate, RememberPermittedPage } from './permission-gate';
import { PluginRouteElement } from './plugin-route-element';
import { RequireSession } from './require-session';
import { pluginRoutes, routePattern } from './plugin-routes';

/** Everything behind the session guard and the privacy gate: header, dashboard, every plugin route, footer. */
export default function AuthenticatedArea(): ReactElement {
  const plugins = useService(TOKENS.Plugins);
  const cameFrom = useRef<string | null>(null);
  return (
    <RequireSession>
      <PrivacyGate>
        <SkipLink />
        <AppHeader />
        <PluginNotices />
        <RememberPermittedPage page={cameFrom} />
        {/* tabIndex -1: the skip link moves the focus here, not only the scroll position. */}
        <main id="main" className="app-main" tabIndex={-1}>
          <Switch>
            <Route path="/">
              <DashboardPage />
            </Route>
            <Route path="/Home">
              <DashboardPage />
            </Route>
            {pluginRoutes(plugins).map(({ plugin, route }) => (
              <Route key={`${plugin.id} ${route.path}`} path={routePattern(route.path)}>
                <PermissionGate cameFrom={cameFrom}>
                  <PluginRouteElement plugin={plugin} route={route} />
                </PermissionGate>
              </Route>
            ))}
            {/* A tool of the product that this installation does not serve says so; any other path goes to '/'. */}
            <Route>
              <UnservedPath />
            </Route>
          </Switch>
        </main>
        <AppFooter />
      </PrivacyGate>
    </RequireSession>
  );
}
