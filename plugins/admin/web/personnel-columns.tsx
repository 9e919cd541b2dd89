import { observer } from 'mobx-react-lite';
import { useMemo, type MouseEvent, type ReactElement } from 'react';
import { Link } from 'wouter';
import { fullName, permissionOption, type PersonnelEmployee } from '@vigil/core';
import { useRegionNames, useTranslation, type ListTableColumn } from '@vigil/web-sdk';
import { ADMIN_NS } from './admin-i18n';
import { EDIT_EMPLOYEE_PARAM, PERSONNEL_LIST_PATH } from './admin-paths';
import { EmployeeAvatar } from './employee-avatar';
import { employeeStatus } from './employee-status';
import { PermissionBadges } from './permission-badges';

/** A click that asks for a new tab or window: the browser handles it. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

interface EmployeeActionProps {
  employee: PersonnelEmployee;
  onEdit(employee: PersonnelEmployee): void;
}

/** The row's header: picture and name, the name a real link to the editor (a plain click opens it in place). */
const EmployeePerson = observer(function EmployeePerson({ employee, onEdit }: EmployeeActionProps): ReactElement {
  const { t } = useTranslation(ADMIN_NS);
  const names = useRegionNames();
  return (
    <div className="admin-person">
      <EmployeeAvatar employee={employee} />
      <span>
        <Link
          className="admin-name"
          to={`${PERSONNEL_LIST_PATH}?${EDIT_EMPLOYEE_PARAM}=${employee.id}`}
          onClick={(event) => {
            if (opensElsewhere(event)) return;
            event.preventDefault();
            onEdit(employee);
          }}
        >
          {fullName(employee)}
        </Link>
        {employee.areYou ? <span className="admin-you"> {t('you')}</span> : null}
        {employee.countryName ? <span className="admin-detail">{t('nationality', { country: names.country(employee.countryCode, employee.countryName) })}</span> : null}
      </span>
    </div>
  );
});

/**
 * Edit and delete; the admin's own row has no delete: nobody deletes themself. Edit is the row's main action;
 * Delete, which the confirm dialog guards, is the quieter one beside it.
 */
function EmployeeActions({ employee, onEdit, onDelete }: EmployeeActionProps & { onDelete(employee: PersonnelEmployee): void }): ReactElement {
  const { t } = useTranslation(ADMIN_NS);
  const name = fullName(employee);
  return (
    <div className="admin-actions">
      <button type="button" className="button admin-edit" aria-label={t('editLabel', { name })} onClick={() => onEdit(employee)}>
        {t('edit')}
      </button>
      {employee.areYou ? null : (
        <button type="button" className="button admin-delete" aria-label={t('deleteLabel', { name })} onClick={() => onDelete(employee)}>
          {t('delete')}
        </button>
      )}
    </div>
  );
}

/**
 * The personnel list's columns: picture and name, email, projects, permission badges, state (hidden means
 * disabled) and the actions. Pass stable callbacks: new ones re-sort the list.
 */
export function usePersonnelColumns(
  onEdit: (employee: PersonnelEmployee) => void,
  onDelete: (employee: PersonnelEmployee) => void,
): ListTableColumn<PersonnelEmployee>[] {
  const { t } = useTranslation(ADMIN_NS);
  return useMemo<ListTableColumn<PersonnelEmployee>[]>(
    () => [
      {
        id: 'employee',
        label: t('columns.employee'),
        text: (employee) => fullName(employee),
        rowHeader: true,
        cell: (employee) => <EmployeePerson employee={employee} onEdit={onEdit} />,
      },
      {
        id: 'email',
        label: t('columns.email'),
        text: (employee) => employee.email,
        cell: (employee) => <a href={`mailto:${employee.email}`}>{employee.email}</a>,
      },
      {
        id: 'projects',
        label: t('columns.projects'),
        text: (employee) => employee.building.map((building) => building.label).join(', '),
        cell: (employee) =>
          employee.building.length > 0 ? employee.building.map((building) => building.label).join(', ') : <span className="admin-muted">{t('none')}</span>,
      },
      {
        id: 'permissions',
        label: t('columns.permissions'),
        text: (employee) => employee.permission.map((permission) => permissionOption(permission).label).join(', '),
        cell: (employee) => <PermissionBadges permissions={employee.permission} none={t('none')} />,
      },
      {
        id: 'status',
        label: t('columns.status'),
        text: (employee) => t(`status.${employeeStatus(employee)}`),
        cell: (employee) => <span className={`admin-status admin-status-${employeeStatus(employee)}`}>{t(`status.${employeeStatus(employee)}`)}</span>,
      },
      {
        id: 'actions',
        label: t('columns.actions'),
        text: () => '',
        sortable: false,
        exported: false,
        cell: (employee) => <EmployeeActions employee={employee} onEdit={onEdit} onDelete={onDelete} />,
      },
    ],
    [t, onEdit, onDelete],
  );
}
