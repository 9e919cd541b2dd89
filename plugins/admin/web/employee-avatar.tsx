import type { ReactElement } from 'react';
import { fullName, type PersonnelEmployee } from '@vigil/core';
import { useTranslation } from '@vigil/web-sdk';
import { ADMIN_NS } from './admin-i18n';

/** The employee's picture, or their initials. Beside the name, so the picture's own text is short. */
export function EmployeeAvatar({ employee }: { employee: PersonnelEmployee }): ReactElement {
  const { t } = useTranslation(ADMIN_NS);
  const name = fullName(employee);
  if (employee.media) {
    return <img className="admin-avatar" src={employee.media} alt={t('avatarAlt', { name })} width={40} height={40} loading="lazy" />;
  }
  return (
    <span className="admin-avatar admin-avatar-empty" aria-hidden="true">
      {`${employee.name.charAt(0)}${employee.surname.charAt(0)}`.toUpperCase()}
    </span>
  );
}
