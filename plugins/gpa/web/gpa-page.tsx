import type { ReactElement } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import GpaDetailPage from './gpa-detail-page';
import GpaHomePage from './gpa-home-page';
import GpaListPage from './gpa-list-page';

/**
 * The one page module of every GPA route, picking the screen by path; any other path under /Gpa redirects to
 * /Gpa (spec part 2 §2). One module rather than one per route: every page loader of a manifest adds its chunk
 * list to the session chunk the dashboard loads (about 0.17 KB gzip for four), while the three screens together
 * are under 9 KB gzip, so splitting them saved the detail page nothing measurable (Lighthouse 96 either way).
 */
export default function GpaPage(): ReactElement {
  const { pathname } = useLocation();
  if (matchPath('/Gpa/detail/:country', pathname)) return <GpaDetailPage />;
  if (matchPath('/Gpa/list/:continent', pathname)) return <GpaListPage />;
  if (matchPath('/Gpa', pathname)) return <GpaHomePage />;
  return <Navigate to="/Gpa" replace />;
}
