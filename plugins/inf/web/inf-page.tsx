import type { ReactElement } from 'react';
import { Redirect, Route, Switch } from 'wouter';
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
  return (
    <Switch>
      <Route path="/ELearning">
        <ElearningPage />
      </Route>
      <Route path="/Inf/detail/:country">{({ country }) => <InductionPage country={country} />}</Route>
      <Route path="/Inf/list/:id">{({ id }) => <InfListPage continent={id} />}</Route>
      <Route path="/Inf">
        <InfHomePage />
      </Route>
      {/* /Inf/list is the same page as /Inf (spec part 2 §2): one address, one title, one entry in the history. */}
      <Route>
        <Redirect to="/Inf" replace />
      </Route>
    </Switch>
  );
}
