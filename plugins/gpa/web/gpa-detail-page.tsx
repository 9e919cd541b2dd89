import { useEffect, type ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { LoadFailure, PageLoader, TOKENS, useLoad, useService, useTranslation } from '@vigil/web-sdk';
import { addView, getCountryDetail } from '../contract';
import { CountryDetailView } from './country-detail-view';
import { GPA_NS } from './gpa-i18n';
import { PrintReportForm } from './print-report-form';
import './gpa.css';

/** /Gpa/detail/{country} (spec part 2 §2): the country's risk page; opening it records a view. */
export default function GpaDetailPage(): ReactElement {
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const { t } = useTranslation(GPA_NS);
  const country = useParams().country ?? '';
  const page = useLoad(() => api.call(getCountryDetail, { country }), country);

  useEffect(() => {
    // The answer is not shown (spec part 2 §7); a failure must not disturb the page.
    api.call(addView, { country }).catch(() => undefined);
  }, [api, country]);

  if (page.status === 'loading') return <PageLoader plugin="gpa" label={t('loading')} />;
  if (page.status === 'error') return <LoadFailure message={page.message} onRetry={page.retry} />;
  const detail = page.data;

  const openPrint = (): void =>
    ui.openModal({
      title: t('detail.printTitle'),
      content: (close) => <PrintReportForm countryId={detail.id} onSent={close} />,
    });

  return (
    <CountryDetailView
      detail={detail}
      zoneLink={(zone) => `/Gpa/list/${zone}`}
      countryLink={(id) => `/Gpa/detail/${id}`}
      onPrint={openPrint}
    />
  );
}
