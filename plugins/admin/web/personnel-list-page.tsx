import { observer } from 'mobx-react-lite';
import { useEffect, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { fullName, PERSONNEL_PAGE_SIZE, type PersonnelEmployee } from '@vigil/core';
import { LoadFailure, PageHeading, PageLoader, Pagination, TOKENS, usePagination, useService, useTranslation } from '@vigil/web-sdk';
import { ADMIN_NS } from './admin-i18n';
import { NEW_EMPLOYEE_PATH } from './admin-paths';
import { EmployeeEditor } from './employee-editor';
import { EmployeeRow } from './employee-row';
import type { PersonnelStore } from './personnel-store';

/**
 * /Admin (spec part 1 §2, part 2 §2): the company's personnel, 100 per page, with Add personnel; each row opens
 * the edit modal or deletes the employee after the confirm dialog.
 */
export const PersonnelListPage = observer(function PersonnelListPage({ store }: { store: PersonnelStore }): ReactElement {
  const ui = useService(TOKENS.Ui);
  const { t } = useTranslation(ADMIN_NS);
  const { page, pageCount, pageItems, setPage } = usePagination(store.employees, PERSONNEL_PAGE_SIZE);

  useEffect(() => {
    void store.load();
  }, [store]);

  function edit(employee: PersonnelEmployee): void {
    ui.openModal({
      title: t('editor.title', { name: fullName(employee) }),
      content: (close) => <EmployeeEditor store={store} employeeId={employee.id} onClose={close} />,
    });
  }

  function remove(employee: PersonnelEmployee): void {
    void store.remove(employee.id, t('confirmDelete', { name: fullName(employee) }));
  }

  return (
    <div className="admin-page">
      <div className="admin-toolbar">
        <PageHeading subtitle={store.state === 'ready' ? t('count', { count: store.employees.length }) : undefined}>{t('title')}</PageHeading>
        <Link className="button" to={NEW_EMPLOYEE_PATH}>
          {t('add')}
        </Link>
      </div>
      {store.state === 'loading' ? <PageLoader plugin="admin" label={t('loading')} /> : null}
      {store.state === 'error' ? (
        <LoadFailure message={store.error} onRetry={() => void store.load()} />
      ) : null}
      {store.state === 'ready' && store.employees.length === 0 ? <p>{t('empty')}</p> : null}
      {store.state === 'ready' && store.employees.length > 0 ? (
        <>
          <div className="admin-table-frame">
            <table className="admin-table">
              <caption className="visually-hidden">{t('list')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.employee')}</th>
                  <th scope="col">{t('columns.email')}</th>
                  <th scope="col">{t('columns.projects')}</th>
                  <th scope="col">{t('columns.permissions')}</th>
                  <th scope="col">{t('columns.status')}</th>
                  <th scope="col">{t('columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {pageItems.map((employee) => (
                  <EmployeeRow key={employee.id} employee={employee} onEdit={edit} onDelete={remove} />
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} pageCount={pageCount} onChange={setPage} label={t('list')} />
        </>
      ) : null}
    </div>
  );
});
