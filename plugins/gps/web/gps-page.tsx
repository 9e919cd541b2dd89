import type { ReactElement } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import GpsDetailPage from './gps-detail-page';
import GpsListPage from './gps-list-page';
import './gps-i18n';
import './gps.css';

/**
 * The one page module of every GPS route, picking the screen by path; any other path under /Gps redirects to
 * /Gps (spec part 2 §2).
 */
export default function GpsPage(): ReactElement {
  const { pathname } = useLocation();
  const detail = matchPath('/Gps/detail/:employee', pathname);
  if (detail) return <GpsDetailPage employee={detail.params.employee ?? ''} />;
  if (matchPath('/Gps', pathname)) return <GpsListPage />;
  return <Navigate to="/Gps" replace />;
}
