import { observer } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import { formatDate, fullName, type EmployeeDetail } from '@vigil/core';
import { PageHeading, useTranslation } from '@vigil/web-sdk';
import { ACCOUNT_NS } from './account-i18n';

/** Name and surname, '(you)' when it is the signed-in user's own account, the last login and the avatar. */
export const AccountHeader = observer(function AccountHeader({ employee }: { employee: EmployeeDetail }): ReactElement {
  const { t, language } = useTranslation(ACCOUNT_NS);
  const name = fullName(employee);
  const lastLogin = employee.last_login ? t('lastLogin', { date: formatDate(employee.last_login, language) }) : t('firstLogin');
  return (
    <div className="account-header">
      {employee.media ? (
        <img className="account-avatar" src={employee.media} alt={t('avatarAlt', { name })} width={96} height={96} />
      ) : (
        <span className="account-avatar account-avatar-empty" role="img" aria-label={t('noAvatar')}>
          {`${employee.name.charAt(0)}${employee.surname.charAt(0)}`.toUpperCase()}
        </span>
      )}
      <PageHeading subtitle={lastLogin}>
        {name}
        {employee.areYou ? <span className="account-you"> {t('you')}</span> : null}
      </PageHeading>
    </div>
  );
});
