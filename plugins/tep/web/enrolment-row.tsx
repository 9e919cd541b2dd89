import { useId, type ReactElement } from 'react';
import { formatDay } from '@vigil/core';
import { useTranslation } from '@vigil/web-sdk';
import { enrolmentValue } from './enrolment-value';
import { ENROLMENT_FIELDS, type EnrolmentRecord } from './sample-enrolments';
import { TEP_NS } from './tep-i18n';

export interface EnrolmentRowProps {
  record: EnrolmentRecord;
  open: boolean;
  onToggle: () => void;
}

/** One person of the staff list: a button (aria-expanded) over every field of their record. */
export function EnrolmentRow({ record, open, onToggle }: EnrolmentRowProps): ReactElement {
  const { t, language } = useTranslation(TEP_NS);
  const id = useId();
  // Words of the record only, nothing to translate: mission, destination, dates.
  const summary = `${record.mission_name} · ${record.to} · ${formatDay(record.departure_date, language)} – ${formatDay(record.return_date, language)}`;
  return (
    <li className={`tep-row${open ? ' tep-open' : ''}`}>
      <button type="button" className="tep-toggle" aria-expanded={open} aria-controls={id} onClick={onToggle}>
        <span className="tep-person">
          {record.name} {record.surname}
        </span>
        <span className="tep-summary">{summary}</span>
      </button>
      <dl id={id} className="tep-fields" hidden={!open}>
        {ENROLMENT_FIELDS.map((field) => (
          <div key={field} className="tep-field" data-field={field}>
            <dt>{t(`fields.${field}`)}</dt>
            <dd>{enrolmentValue(record, field, t, language)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
