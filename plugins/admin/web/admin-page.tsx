import { useState, type ReactElement } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { TOKENS, useService } from '@vigil/web-sdk';
import './admin-i18n';
import { NEW_EMPLOYEE_PATH, PERSONNEL_LIST_PATH } from './admin-paths';
import { NewEmployeePage } from './new-employee-page';
import { PersonnelListPage } from './personnel-list-page';
import { PersonnelStore } from './personnel-store';
import './admin.css';

/**
 * /Admin/* (spec part 1 §2): the personnel list at /Admin, the new employee form at /Admin/new and at the menu's
 * /Admin/addEmployee; any other path under /Admin goes to /Admin. One store for both, so a new employee is in
 * the list the moment the form comes back to it.
 */
export default function AdminPage(): ReactElement {
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const [store] = useState(() => new PersonnelStore(api, ui));
  return (
    <Switch>
      <Route path={PERSONNEL_LIST_PATH}>
        <PersonnelListPage store={store} />
      </Route>
      <Route path={NEW_EMPLOYEE_PATH}>
        <NewEmployeePage store={store} />
      </Route>
      <Route path={`${PERSONNEL_LIST_PATH}/addEmployee`}>
        <NewEmployeePage store={store} />
      </Route>
      <Route>
        <Redirect to={PERSONNEL_LIST_PATH} replace />
      </Route>
    </Switch>
  );
}
