import type { ReactElement } from 'react';
import { useTranslation, type Translate } from '@vigil/web-sdk';
import type { CountryDetail } from '../contract';
import { GPA_NS } from './gpa-i18n';

type Evaluation = Pick<CountryDetail, 'security_country_evaluation' | 'securityBackgroundColor' | 'securityColor'>;

/** The security evaluation out of 10 in the colours the server gives it; `t` of a report in another language. */
export function SecurityBadge({ detail, t: reportT }: { detail: Evaluation; t?: Translate }): ReactElement {
  const { t: interfaceT } = useTranslation(GPA_NS);
  const t = reportT ?? interfaceT;
  const value = detail.security_country_evaluation.toFixed(1);
  return (
    <div className="gpa-security">
      <span className="gpa-security-label">{t('detail.security')}</span>
      <span
        className="gpa-security-badge"
        role="img"
        aria-label={t('detail.securityValue', { value })}
        style={{ background: detail.securityBackgroundColor, color: detail.securityColor }}
      >
        {value}/10
      </span>
    </div>
  );
}
