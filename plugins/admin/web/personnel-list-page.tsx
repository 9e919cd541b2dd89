import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, type ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { fullName, permissionOption, PERSONNEL_PAGE_SIZE, type PersonnelEmployee } from '@vigil/core';
import {
  ListPagination,
  ListToolbar,
  LoadFailure,
  PageHeading,
  PageLoader,
  SortableHeader,
  TOKENS,
  useListView,
  useService,
  useTranslation,
  type ListColumn,
} from '@vigil/web-sdk';
import { ADMIN_NS } from './admin-i18n';
import { EDIT_EMPLOYEE_PARAM, NEW_EMPLOYEE_PATH } from './admin-paths';
import { EmployeeEditor } from './employee-editor';
import { EmployeeRow, employeeStatus } from './employee-row';
import type { PersonnelStore } from './personnel-store';

/**
 * /Admin (spec part 1 §2, part 2 §2): the company's personnel, 100 per page, with Add personnel; sorted, searched
 * and exported as CSV with the shared list controls. Each name is a link to /Admin?employee=<id>, which opens the
 * edit modal (a plain click opens it in place; Ctrl-click in a new tab); a row deletes the employee after the
 * confirm dialog.
 */
export const PersonnelListPage = observer(function PersonnelListPage({ store }: { store: PersonnelStore }): ReactElement {
  const ui = useService(TOKENS.Ui);
  const { t } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const columns = useMemo<ListColumn<PersonnelEmployee>[]>(
    () => [
      { id: 'employee', label: t('columns.employee'), text: (employee) => fullName(employee) },
      { id: 'email', label: t('columns.email'), text: (employee) => employee.email },
      { id: 'projects', label: t('columns.projects'), text: (employee) => employee.building.map((building) => building.label).join(', ') },
      {
        id: 'permissions',
        label: t('columns.permissions'),
        text: (employee) => employee.permission.map((permission) => permissionOption(permission).label).join(', '),
      },
      { id: 'status', label: t('columns.status'), text: (employee) => t(`status.${employeeStatus(employee)}`) },
      { id: 'actions', label: t('columns.actions'), text: () => '', sortable: false, exported: false },
    ],
    [t],
  );
  const view = useListView(store.employees, { columns, pageSize: PERSONNEL_PAGE_SIZE, fileName: 'personnel' });

  useEffect(() => {
    void store.load();
  }, [store]);

  function edit(employee: PersonnelEmployee, onClose?: () => void): void {
    ui.openModal({
      title: t('editor.title', { name: fullName(employee) }),
      content: (close) => <EmployeeEditor store={store} employeeId={employee.id} onClose={close} />,
      onClose,
    });
  }

  // /Admin?employee=<id> (a name opened in a new tab) opens that employee's editor once the list is here.
  const linked = params.get(EDIT_EMPLOYEE_PARAM);
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!linked || store.state !== 'ready' || opened.current === linked) return;
    opened.current = linked;
    const employee = store.employee(Number(linked));
    const forget = (): void => {
      opened.current = null;
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(EDIT_EMPLOYEE_PARAM);
        return next;
      }, { replace: true });
    };
    if (employee) edit(employee, forget);
    else forget();
  });

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
          <ListToolbar view={view} label={t('searchLabel')} />
          <div className="admin-table-frame">
            <table className="admin-table">
              <caption className="visually-hidden">{t('list')}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <SortableHeader key={column.id} view={view} column={column.id} />
                  ))}
                </tr>
              </thead>
              <tbody>
                {view.shown.map((employee) => (
                  <EmployeeRow key={employee.id} employee={employee} onEdit={edit} onDelete={remove} />
                ))}
              </tbody>
            </table>
          </div>
          <ListPagination view={view} label={t('list')} />
        </>
      ) : null}
    </div>
  );
});
