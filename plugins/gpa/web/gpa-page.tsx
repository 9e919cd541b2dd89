import type { ReactElement } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import GpaDetailPage from './gpa-detail-page';
import GpaHomePage from './gpa-home-page';
import GpaListPage from './gpa-list-page';

/**
 * The one page module of every GPA route. The manifest gives all routes this loader so that moving between
 * them (map → detail, /Gpa/anything → /Gpa) keeps the same lazy page: the host creates a new React.lazy when a
 * route's loader changes, and a lazy created during a navigation transition never settles (host bug, see report).
 * Any other path under /Gpa redirects to /Gpa (spec part 2 §2).
 */
export default function GpaPage(): ReactElement {
  const { pathname } = useLocation();
  if (matchPath('/Gpa/detail/:country', pathname)) return <GpaDetailPage />;
  if (matchPath('/Gpa/list/:continent', pathname)) return <GpaListPage />;
  if (matchPath('/Gpa', pathname)) return <GpaHomePage />;
  return <Navigate to="/Gpa" replace />;
}
