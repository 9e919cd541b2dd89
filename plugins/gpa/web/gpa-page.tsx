import { lazy, Suspense, type ReactElement } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageLoader, useTranslation } from '@vigil/web-sdk';
import { GPA_NS } from './gpa-i18n';
import GpaHomePage from './gpa-home-page';
import GpaListPage from './gpa-list-page';

/*
 * The detail screen is a chunk of its own: it brings the print form (the form engine, yup), DOMPurify and the
 * detail's components, which /Gpa's first render, the world map, spent scripting time on without using.
 */
const GpaDetailPage = lazy(() => import('./gpa-detail-page'));

/**
 * The one page module of every GPA route, picking the screen by path; any other path under /Gpa redirects to
 * /Gpa (spec part 2 §2). One module rather than one per route: every page loader of a manifest adds its chunk
 * list to the session chunk the dashboard loads (about 0.17 KB gzip for four); the detail screen is loaded from
 * here instead (see above).
 */
export default function GpaPage(): ReactElement {
  const { t } = useTranslation(GPA_NS);
  return (
    <Switch>
      <Route path="/Gpa/detail/:country">
        <Suspense fallback={<PageLoader plugin="gpa" label={t('loading')} />}>
          <GpaDetailPage />
        </Suspense>
      </Route>
      <Route path="/Gpa/list/:continent">
        <GpaListPage />
      </Route>
      <Route path="/Gpa">
        <GpaHomePage />
      </Route>
      <Route>
        <Redirect to="/Gpa" replace />
      </Route>
    </Switch>
  );
}
