import { useEffect, type ReactElement } from 'react';
import { useLocation, useParams } from 'wouter';
import { LoadFailure, PageLoader, TOKENS, useHistoryState, useLoad, useSearchParams, useService, useTranslation } from '@vigil/web-sdk';
import { addView, getCountryDetail } from '../contract';
import { CountryDetailView } from './country-detail-view';
import { CountryTravellers } from './country-travellers';
import { CountryPrintView } from './country-print-view';
import { GPA_NS } from './gpa-i18n';
import { PrintReportForm } from './print-report-form';
import { isReportLanguage, REPORT_LANGUAGE_CODES } from './report/report-catalogue';
import './gpa.css';

/** The query of a country page's print view: /Gpa/detail/{country}?view=print&lang={it|en|fr|de}. */
export const PRINT_VIEW = 'print';

/**
 * /Gpa/detail/{country} (spec part 2 §2): the country's risk page; opening it records a view. With ?view=print,
 * the same country laid out for paper; 'Print report' sends the spec's print request, then opens that view and
 * the browser's print dialog. Admins and tra users see their travellers in the country (issue 22).
 */
export default function GpaDetailPage(): ReactElement {
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const [pathname, navigate] = useLocation();
  const navigationState = useHistoryState();
  const [search] = useSearchParams();
  const { t, language } = useTranslation(GPA_NS);
  const country = useParams().country ?? '';
  const page = useLoad(() => api.call(getCountryDetail, { country }), country);

  useEffect(() => {
    // The answer is not shown (spec part 2 §7); a failure must not disturb the page.
    api.call(addView, { country }).catch(() => undefined);
  }, [api, country]);

  if (page.status === 'loading') return <PageLoader plugin="gpa" label={t('loading')} />;
  if (page.status === 'error') return <LoadFailure message={page.message} onRetry={page.retry} />;
  const detail = page.data;
  const countryLink = (id: number): string => `/Gpa/detail/${id}`;

  if (search.get('view') === PRINT_VIEW) {
    const printNow = (navigationState as { printNow?: boolean } | null)?.printNow === true;
    // The report's language is the print request's; an address without one (or a wrong one) prints the interface's.
    const asked = search.get('lang');
    const reportLanguage = isReportLanguage(asked) ? asked : isReportLanguage(language) ? language : 'en';
    return (
      <CountryPrintView detail={detail} backTo={pathname} countryLink={countryLink} printNow={printNow} language={reportLanguage} />
    );
  }

  const openPrint = (): void =>
    ui.openModal({
      title: t('detail.printTitle'),
      content: (close) => (
        <PrintReportForm
          countryId={detail.id}
          onSent={(chosen) => {
            close();
            navigate(`${pathname}?view=${PRINT_VIEW}&lang=${REPORT_LANGUAGE_CODES[chosen]}`, { state: { printNow: true } });
          }}
        />
      ),
    });

  return (
    <CountryDetailView
      detail={detail}
      zoneLink={(zone) => `/Gpa/list/${zone}`}
      countryLink={countryLink}
      onPrint={openPrint}
      headNote={<CountryTravellers countryId={detail.id} />}
    />
  );
}
