import type { ReactElement } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import GpsDetailPage from './gps-detail-page';
import GpsListPage from './gps-list-page';
import './gps-i18n';
import './gps.css';

/**
 * The one page module of every GPS route, picking the screen by path; any other path under /Gps redirects to
 * /Gps (spec part 2 §2).
 */
export default function GpsPage(): ReactElement {
  return (
    <Switch>
      <Route path="/Gps/detail/:employee">{({ employee }) => <GpsDetailPage employee={employee} />}</Route>
      <Route path="/Gps">
        <GpsListPage />
      </Route>
      <Route>
        <Redirect to="/Gps" replace />
      </Route>
    </Switch>
  );
}
