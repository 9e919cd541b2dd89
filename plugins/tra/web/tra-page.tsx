import { lazy, Suspense, type ReactElement } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
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
  const { pathname } = useLocation();
  const screen = pickScreen(pathname);
  if (!screen) return <Navigate to="/Tra" replace />;
  if (screen.kind === 'list') return <TravelListPage />;
  return (
    <Suspense fallback={<PageLoader plugin="tra" label={t('loading')} />}>
      {screen.kind === 'locate' ? <LocatePage countryId={screen.countryId} /> : <ContactPage countryId={screen.countryId} />}
    </Suspense>
  );
}

type Screen = { kind: 'list' } | { kind: 'locate' | 'contact'; countryId?: string };

function pickScreen(pathname: string): Screen | null {
  if (matchPath('/Tra', pathname)) return { kind: 'list' };
  if (matchPath('/Tra/Locate/contact', pathname)) return { kind: 'contact' };
  const contact = matchPath('/Tra/Locate/:countryID/contact', pathname);
  if (contact) return { kind: 'contact', countryId: contact.params.countryID };
  if (matchPath('/Tra/Locate', pathname)) return { kind: 'locate' };
  const locate = matchPath('/Tra/Locate/:countryID', pathname);
  return locate ? { kind: 'locate', countryId: locate.params.countryID } : null;
}
