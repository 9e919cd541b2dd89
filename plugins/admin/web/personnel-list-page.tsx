import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, type ReactElement } from 'react';
import { Link } from 'wouter';
import { fullName, PERSONNEL_PAGE_SIZE, type PersonnelEmployee } from '@vigil/core';
import { ListTable, LoadFailure, PageHeading, PageLoader, TOKENS, useSearchParams, useService, useTranslation } from '@vigil/web-sdk';
import { ADMIN_NS } from './admin-i18n';
import { EDIT_EMPLOYEE_PARAM, NEW_EMPLOYEE_PATH } from './admin-paths';
import { EmployeeEditor } from './employee-editor';
import { PermissionLegend } from './permission-badges';
import { usePersonnelColumns } from './personnel-columns';
import { ProjectLocationsButton } from './project-locations-button';
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
  useEffect(() => {
    void store.load();
  }, [store]);

  const edit = useCallback(
    (employee: PersonnelEmployee, onClose?: () => void): void => {
      ui.openModal({
        title: t('editor.title', { name: fullName(employee) }),
        content: (close) => <EmployeeEditor store={store} employeeId={employee.id} onClose={close} />,
        onClose,
      });
    },
    [ui, t, store],
  );

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

  const remove = useCallback(
    (employee: PersonnelEmployee): void => void store.remove(employee.id, t('confirmDelete', { name: fullName(employee) })),
    [store, t],
  );
  const columns = usePersonnelColumns(edit, remove);

  return (
    <div className="admin-page">
      <div className="admin-toolbar">
        <PageHeading subtitle={store.state === 'ready' ? t('count', { count: store.employees.length }) : undefined}>{t('title')}</PageHeading>
        <div className="admin-toolbar-actions">
          <ProjectLocationsButton />
          <Link className="button" to={NEW_EMPLOYEE_PATH}>
            {t('add')}
          </Link>
        </div>
      </div>
      {store.state === 'loading' ? <PageLoader plugin="admin" label={t('loading')} /> : null}
      {store.state === 'error' ? (
        <LoadFailure message={store.error} onRetry={() => void store.load()} />
      ) : null}
      {store.state === 'ready' && store.employees.length === 0 ? <p>{t('empty')}</p> : null}
      {store.state === 'ready' && store.employees.length > 0 ? (
        <ListTable
          rows={store.employees}
          columns={columns}
          label={t('list')}
          searchLabel={t('searchLabel')}
          fileName="personnel"
          pageSize={PERSONNEL_PAGE_SIZE}
          className="admin-table"
          frameClassName="admin-table-frame"
          rowKey={(employee) => employee.id}
          rowAttributes={(employee) => ({ className: employee.hidden ? 'admin-row admin-row-disabled' : 'admin-row', 'data-employee': employee.id })}
        />
      ) : null}
      {store.state === 'ready' && store.employees.length > 0 ? <PermissionLegend /> : null}
    </div>
  );
});
