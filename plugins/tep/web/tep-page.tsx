import { useState, type ReactElement } from 'react';
import { PageHeading, useTranslation } from '@vigil/web-sdk';
import { EnrolmentRow } from './enrolment-row';
import { SAMPLE_ENROLMENTS } from './sample-enrolments';
import { TEP_NS } from './tep-i18n';
import './tep.css';

/**
 * /Tep (spec part 2 §2): the page titled TEP with the expandable staff list of the sample enrolment records,
 * said to be sample data above the list and in the list's name. Several records may be open at once, to compare.
 */
export default function TepPage(): ReactElement {
  const { t } = useTranslation(TEP_NS);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = (employeeId: string): void =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(employeeId)) next.add(employeeId);
      return next;
    });

  return (
    <div className="tep-page">
      <PageHeading subtitle={t('subtitle')}>{t('title')}</PageHeading>
      <p className="tep-sample" role="note">
        <strong>{t('sample.label')}</strong> {t('sample.text')}
      </p>
      <ul className="tep-list" aria-label={t('listLabel')}>
        {SAMPLE_ENROLMENTS.map((record) => (
          <EnrolmentRow
            key={record.employee_id}
            record={record}
            open={open.has(record.employee_id)}
            onToggle={() => toggle(record.employee_id)}
          />
        ))}
      </ul>
    </div>
  );
}
