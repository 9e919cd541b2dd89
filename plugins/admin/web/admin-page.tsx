import { useState, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { TOKENS, useService } from '@vigil/web-sdk';
import './admin-i18n';
import { PERSONNEL_LIST_PATH } from './admin-paths';
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
    <Routes>
      <Route index element={<PersonnelListPage store={store} />} />
      <Route path="new" element={<NewEmployeePage store={store} />} />
      <Route path="addEmployee" element={<NewEmployeePage store={store} />} />
      <Route path="*" element={<Navigate to={PERSONNEL_LIST_PATH} replace />} />
    </Routes>
  );
}
