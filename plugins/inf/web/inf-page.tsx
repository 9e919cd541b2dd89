import type { ReactElement } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import ElearningPage from './elearning-page';
import InductionPage from './induction-page';
import InfHomePage from './inf-home-page';
import InfListPage from './inf-list-page';

/**
 * The one page module of every e-learning route, picking the screen by path (as gpa's does: one chunk, and the
 * manifest adds one loader to the dashboard's load); any other path under /Inf redirects to /Inf (spec part 2 §2).
 * The PDF viewer and the test's form are chunks of their own, loaded when used.
 */
export default function InfPage(): ReactElement {
  const { pathname } = useLocation();
  if (matchPath('/ELearning', pathname)) return <ElearningPage />;
  const detail = matchPath('/Inf/detail/:country', pathname);
  if (detail) return <InductionPage country={detail.params.country ?? ''} />;
  const list = matchPath('/Inf/list/:id', pathname);
  if (list) return <InfListPage continent={list.params.id ?? ''} />;
  if (matchPath('/Inf', pathname)) return <InfHomePage />;
  // /Inf/list is the same page as /Inf (spec part 2 §2): one address, one title, one entry in the history.
  return <Navigate to="/Inf" replace />;
}
