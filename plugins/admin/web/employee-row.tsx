import { observer } from 'mobx-react-lite';
import type { MouseEvent, ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { fullName, type PersonnelEmployee } from '@vigil/core';
import { useRegionNames, useTranslation } from '@vigil/web-sdk';
import { ADMIN_NS } from './admin-i18n';
import { EDIT_EMPLOYEE_PARAM, PERSONNEL_LIST_PATH } from './admin-paths';
import { EmployeeAvatar } from './employee-avatar';
import { PermissionBadges } from './permission-badges';

export type EmployeeStatus = 'enabled' | 'disabled' | 'pending';

/** Hidden means disabled (spec part 2 §4); an employee who never completed the registration is pending. */
export function employeeStatus(employee: PersonnelEmployee): EmployeeStatus {
  return employee.hidden ? 'disabled' : employee.registered ? 'enabled' : 'pending';
}

/** A click that asks for a new tab or window: the browser handles it. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

export interface EmployeeRowProps {
  employee: PersonnelEmployee;
  onEdit(employee: PersonnelEmployee): void;
  onDelete(employee: PersonnelEmployee): void;
}

/**
 * One employee of the personnel list: picture and name, email, projects, permission badges, state (hidden means
 * disabled) and the actions. The admin's own row has no delete: nobody deletes themself.
 */
export const EmployeeRow = observer(function EmployeeRow({ employee, onEdit, onDelete }: EmployeeRowProps): ReactElement {
  const { t } = useTranslation(ADMIN_NS);
  const names = useRegionNames();
  const name = fullName(employee);
  const status = employeeStatus(employee);
  return (
    <tr className={employee.hidden ? 'admin-row admin-row-disabled' : 'admin-row'} data-employee={employee.id}>
      <th scope="row">
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
              {name}
            </Link>
            {employee.areYou ? <span className="admin-you"> {t('you')}</span> : null}
            {employee.countryName ? <span className="admin-detail">{t('nationality', { country: names.country(employee.countryCode, employee.countryName) })}</span> : null}
          </span>
        </div>
      </th>
      <td>
        <a href={`mailto:${employee.email}`}>{employee.email}</a>
      </td>
      <td>
        {employee.building.length > 0 ? employee.building.map((building) => building.label).join(', ') : <span className="admin-muted">{t('none')}</span>}
      </td>
      <td>
        <PermissionBadges permissions={employee.permission} none={t('none')} />
      </td>
      <td>
        <span className={`admin-status admin-status-${status}`}>{t(`status.${status}`)}</span>
      </td>
      <td>
        <div className="admin-actions">
          <button type="button" className="button button-secondary" aria-label={t('editLabel', { name })} onClick={() => onEdit(employee)}>
            {t('edit')}
          </button>
          {employee.areYou ? null : (
            <button type="button" className="button admin-delete" aria-label={t('deleteLabel', { name })} onClick={() => onDelete(employee)}>
              {t('delete')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
});
