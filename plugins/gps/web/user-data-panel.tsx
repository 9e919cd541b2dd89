import type { ReactElement, ReactNode } from 'react';
import { formatDate, type EmployeeDetail } from '@vigil/core';
import { useTranslation } from '@vigil/web-sdk';
import type { TrackedPerson } from '../../tracking/contract/tracked-person';
import { GPS_NS } from './gps-i18n';
import { StatusBadge } from './status-badge';
import { shownUsername } from './username';

function Row({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The User data panel: the platform's employee detail, with the status and latest fix time of tracking. */
export function UserDataPanel({ detail, person }: { detail: EmployeeDetail; person: TrackedPerson | null }): ReactElement {
  const { t, language } = useTranslation(GPS_NS);
  const none = t('detail.none');
  const username = shownUsername(detail.username);
  return (
    <section className="gps-panel" aria-label={t('detail.userData')}>
      <h2>{t('detail.userData')}</h2>
      <dl className="gps-fields">
        <Row label={t('detail.username')}>
          <span title={username === detail.username ? undefined : detail.username}>{username || none}</span>
        </Row>
        <Row label={t('detail.email')}>{detail.email || none}</Row>
        <Row label={t('detail.phone')}>{detail.phone || none}</Row>
        <Row label={t('detail.foreignPhone')}>{detail.foreign_phone || none}</Row>
        <Row label={t('detail.nationality')}>{detail.nationality?.name ?? none}</Row>
        <Row label={t('detail.employeeId')}>{detail.employee_id ?? none}</Row>
        <Row label={t('detail.permission')}>
          {detail.permission.map((permission) => t(`permissionLabels.${permission.value}`, { defaultValue: permission.label })).join(', ') || none}
        </Row>
        <Row label={t('detail.building')}>{detail.building.map((building) => building.label).join(', ') || none}</Row>
        <Row label={t('detail.registration')}>{formatDate(detail.registration_date, language)}</Row>
        <Row label={t('detail.lastLogin')}>{detail.last_login ? formatDate(detail.last_login, language) : none}</Row>
        {person ? (
          <>
            <Row label={t('detail.status')}>
              <StatusBadge status={person.status} />
            </Row>
            <Row label={t('detail.lastPosition')}>{person.fix_time ? formatDate(person.fix_time, language) : none}</Row>
          </>
        ) : null}
      </dl>
    </section>
  );
}
