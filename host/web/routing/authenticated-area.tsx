import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import '../styles/shell.css';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { AppHeader } from '../shell/app-header';
import { DashboardPage } from '../shell/dashboard-page';
import { PermissionGate } from './permission-gate';
import { PluginRouteElement } from './plugin-route-element';
import { RequireSession } from './require-session';

/** Everything behind the session guard: the header, the dashboard and every plugin route. */
export default function AuthenticatedArea(): ReactElement {
  const plugins = useService(TOKENS.Plugins);
  return (
    <RequireSession>
      <AppHeader />
      <main id="main" className="app-main">
        <Routes>
          <Route path="/" element={<DashboardPage />} />
          <Route path="/Home" element={<DashboardPage />} />
          {plugins.flatMap((plugin) =>
            plugin.routes.map((route) => (
              <Route
                key={`${plugin.id} ${route.path}`}
                path={route.path}
                element={
                  <PermissionGate>
                    <PluginRouteElement plugin={plugin} route={route} />
                  </PermissionGate>
                }
              />
            )),
          )}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </main>
    </RequireSession>
  );
}
