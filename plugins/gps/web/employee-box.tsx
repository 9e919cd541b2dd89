import { memo, type ReactElement } from 'react';
import { Link } from 'wouter';
import { Tooltip, useTranslation } from '@vigil/web-sdk';
import type { GpsEmployee } from '../contract';
import { GPS_NS } from './gps-i18n';
import { displayName } from './list-order';
import { StatusBadge } from './status-badge';

/** The project's name, or the count of projects with their names on hover and focus (spec part 2 §2). */
function Projects({ building }: { building: GpsEmployee['building'] }): ReactElement {
  const { t } = useTranslation(GPS_NS);
  if (building.length === 0) return <span className="gps-projects gps-muted">{t('list.noProject')}</span>;
  if (building.length === 1) return <span className="gps-projects">{building[0]?.label}</span>;
  return (
    <Tooltip label={building.map((project) => project.label).join(', ')}>
      <span className="gps-projects gps-project-count" tabIndex={0}>
        {t('list.projects', { count: building.length })}
      </span>
    </Tooltip>
  );
}

export interface EmployeeBoxProps {
  person: GpsEmployee;
  onHover(person: GpsEmployee): void;
}

/** One person of /Gps: name (a link to the detail) with '(you)', status, employee id and projects. */
export const EmployeeBox = memo(function EmployeeBox({ person, onHover }: EmployeeBoxProps): ReactElement {
  const { t } = useTranslation(GPS_NS);
  return (
    <li className={`gps-box gps-box-${person.status}`} onMouseEnter={() => onHover(person)} onFocus={() => onHover(person)}>
      <div className="gps-box-head">
        <Link to={`/Gps/detail/${person.id}`} className="gps-box-name">
          {displayName(person)}
        </Link>
        {person.areYou ? <span className="gps-you">{t('list.you')}</span> : null}
        <StatusBadge status={person.status} />
      </div>
      <div className="gps-box-body">
        <span className="gps-code">
          {t('list.employeeId')}: {person.employee_id ?? '—'}
        </span>
        <Projects building={person.building} />
      </div>
    </li>
  );
});
