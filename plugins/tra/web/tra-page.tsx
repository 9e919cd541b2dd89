import { lazy, Suspense, type ReactElement } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageLoader, useTranslation } from '@vigil/web-sdk';
import { TRA_NS } from './tra-i18n';
import { TravelListPage } from './travel-list-page';
import './tra.css';

// The map and the contact form load only when opened: /Tra, the list, is what most visits need.
const LocatePage = lazy(() => import('./locate-page'));
const ContactPage = lazy(() => import('./contact-page'));

/**
 * The one page module of every travel route, picking the screen by path (as gps's does); any other path under
 * /Tra redirects to /Tra.
 */
export default function TraPage(): ReactElement {
  const { t } = useTranslation(TRA_NS);
  return (
    <Suspense fallback={<PageLoader plugin="tra" label={t('loading')} />}>
      <Switch>
        <Route path="/Tra">
          <TravelListPage />
        </Route>
        <Route path="/Tra/Locate/contact">
          <ContactPage />
        </Route>
        <Route path="/Tra/Locate/:countryID/contact">{({ countryID }) => <ContactPage countryId={countryID} />}</Route>
        <Route path="/Tra/Locate">
          <LocatePage />
        </Route>
        <Route path="/Tra/Locate/:countryID">{({ countryID }) => <LocatePage countryId={countryID} />}</Route>
        <Route>
          <Redirect to="/Tra" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
