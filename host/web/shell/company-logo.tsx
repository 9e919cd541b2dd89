import { useEffect, useState, type ReactElement } from 'react';
import type { CompanyDetail } from '../../core/contract/company';
import { useTranslation } from '../i18n';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { loadCompanyDetail } from './company-detail';
import { SHELL_NAMESPACE } from './i18n/shell-namespace';

/** The company's logo when /companies/getDetail returns one; nothing otherwise (a failure is the dashboard's to report). */
export function CompanyLogo({ className }: { className: string }): ReactElement | null {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const api = useService(TOKENS.Api);
  const [company, setCompany] = useState<CompanyDetail | null>(null);
  useEffect(() => {
    let current = true;
    loadCompanyDetail(api).then(
      // Without a logo there is nothing to show: no state change, no re-render.
      (detail) => current && detail.logo && setCompany(detail),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api]);
  if (!company?.logo) return null;
  return <img className={className} src={company.logo} alt={t('dashboard.companyLogo', { company: company.name })} />;
}
