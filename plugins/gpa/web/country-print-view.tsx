import { useEffect, useMemo, useRef, useState, type ReactElement, type RefObject } from 'react';
import { Link } from 'wouter';
import { formatDay, riskLevelNumber } from '@vigil/core';
import { CONTACTS, continentKey, countryName, CountryFlag, LoadFailure, PageLoader, telHref, useLoad, useTranslation, type Translate } from '@vigil/web-sdk';
import { RISK_LEVEL_COLOURS, type CountryDetail } from '../contract';
import { CountryAreaMap } from './country-area-map';
import { GPA_NS } from './gpa-i18n';
import type { ReportCatalogue, ReportLanguage } from './report/report-catalogue';
import { loadReportCatalogue, reportTranslator } from './report/report-texts';
import { RiskIcon } from './risk-icon';
import { SafeHtml } from './safe-html';
import { SecurityBadge } from './security-badge';
import { vocabularyName } from './vocabulary-name';

export interface CountryPrintViewProps {
  detail: CountryDetail;
  /** The country page this view was opened from (its Back link). */
  backTo: string;
  countryLink: (countryId: number) => string;
  /** Open the browser's print dialog once the map is drawn (when the view was opened by 'Print report'). */
  printNow: boolean;
  /** The report's language: the one the print request chose, else the interface's. */
  language: ReportLanguage;
}

/** How long the print dialog waits for the map before it opens without it. */
const MAP_WAIT_MS = 8000;

/**
 * Opens the print dialog once the map is in: the drawn map inside `root`, or `imageDone` (the map image loaded or
 * failed), or after MAP_WAIT_MS whatever happened. The browser's dialog offers the printer and 'Save as PDF'.
 */
function usePrintWhenDrawn(root: RefObject<HTMLElement | null>, enabled: boolean, imageDone: boolean): void {
  const printed = useRef(false);
  useEffect(() => {
    if (!enabled || printed.current || !root.current) return undefined;
    const element = root.current;
    const print = (): void => {
      if (printed.current) return;
      printed.current = true;
      cleanup();
      // After the frame that shows the map, so the dialog's preview has it.
      requestAnimationFrame(() => window.print());
    };
    const observer = new MutationObserver(() => {
      if (element.querySelector('.gpa-print-map .map-svg')) print();
    });
    const timer = setTimeout(print, MAP_WAIT_MS);
    const cleanup = (): void => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(element, { childList: true, subtree: true });
    if (imageDone || element.querySelector('.gpa-print-map .map-svg')) print();
    return cleanup;
  }, [root, enabled, imageDone]);
}

/**
 * A country's report laid out for paper (spec part 2 §2's 'Print report', besides the request to support), in
 * the language the request chose (issue 24): the country, its security evaluation and map, the risk indicators,
 * the summary, the travel advices, the geopolitical risks the user may see, and whom to call. gpa.css prints it
 * on A4; every block is open, the map's zoom controls are left out. Its Print and Back links stay in the
 * interface's language: they are the screen's, not the report's.
 */
export function CountryPrintView(props: CountryPrintViewProps): ReactElement {
  const { t } = useTranslation(GPA_NS);
  const catalogue = useLoad(() => loadReportCatalogue(props.language), props.language);
  if (catalogue.status === 'loading') return <PageLoader plugin="gpa" label={t('loading')} />;
  if (catalogue.status === 'error') return <LoadFailure message={catalogue.message} onRetry={catalogue.retry} />;
  return <CountryReport {...props} catalogue={catalogue.data} />;
}

function CountryReport({
  detail: answer,
  backTo,
  countryLink,
  printNow,
  language,
  catalogue,
}: CountryPrintViewProps & { catalogue: ReportCatalogue }): ReactElement {
  const { t: screenT, language: screenLanguage } = useTranslation(GPA_NS);
  // One `t` per catalogue: the map's labels are memoised on it.
  const t: Translate = useMemo(() => reportTranslator(catalogue), [catalogue]);
  const detail = {
    ...answer,
    name: countryName(language, answer.flag, answer.name),
    zoneName: t(`continents.${continentKey(answer.zoneName)}`, { defaultValue: answer.zoneName }),
  };
  const root = useRef<HTMLElement>(null);
  const [imageDone, setImageDone] = useState(false);
  usePrintWhenDrawn(root, printNow, imageDone);
  const printed = formatDay(new Date().toISOString(), language);

  return (
    <article ref={root} className="gpa-print" aria-labelledby="gpa-print-title" lang={language}>
      <div className="gpa-print-actions" lang={screenLanguage}>
        <button type="button" className="button" onClick={() => window.print()}>
          {screenT('print.print')}
        </button>
        <Link to={backTo}>{screenT('print.back', { name: countryName(screenLanguage, answer.flag, answer.name) })}</Link>
      </div>
      <header className="gpa-print-header">
        <p className="gpa-print-kicker">{t('print.kicker')}</p>
        <h1 id="gpa-print-title">
          <CountryFlag flag={detail.flag} name={detail.name} loading="eager" large /> <span aria-hidden="true">{detail.name}</span>
        </h1>
        <p className="gpa-print-facts">
          {detail.zoneName} · {t('detail.callingCode', { code: detail.country_code_number })} ·{' '}
          {t('detail.lastUpdate', { date: formatDay(detail.last_update, language) })} · {t('print.printed', { date: printed })}
        </p>
        <SecurityBadge detail={detail} t={t} />
        {detail.demo ? <p className="gpa-print-demo">{t('print.demo')}</p> : null}
      </header>

      <section className="gpa-print-map" aria-label={t('detail.mapImage', { name: detail.name })}>
        {detail.image ? (
          <img
            src={detail.image}
            alt={t('detail.mapImage', { name: detail.name })}
            onLoad={() => setImageDone(true)}
            onError={() => setImageDone(true)}
          />
        ) : (
          <CountryAreaMap detail={detail} countryLink={countryLink} t={t} />
        )}
      </section>

      <section className="gpa-print-block" aria-labelledby="gpa-print-risks">
        <h2 id="gpa-print-risks">{t('detail.risks')}</h2>
        <table className="gpa-print-table">
          <thead>
            <tr>
              <th scope="col">{t('print.risk')}</th>
              <th scope="col">{t('print.level')}</th>
              <th scope="col">{t('print.trend')}</th>
              <th scope="col">{t('print.latest')}</th>
            </tr>
          </thead>
          <tbody>
            {detail.risks.map((risk) => (
              <tr key={risk.name}>
                <th scope="row">
                  <RiskIcon icon={risk.icon} /> {vocabularyName(t, risk.name)}
                </th>
                <td>
                  <span
                    className="gpa-level-badge"
                    style={{ background: RISK_LEVEL_COLOURS[risk.level].background, color: RISK_LEVEL_COLOURS[risk.level].text }}
                  >
                    {riskLevelNumber(risk.level)} · {t(`levels.${risk.level}`)}
                  </span>
                </td>
                <td>{t(`detail.trend.${risk.status}`)}</td>
                <td>{risk.updates}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {detail.security_summary ? (
        <section className="gpa-print-block" aria-labelledby="gpa-print-summary">
          <h2 id="gpa-print-summary">{t('detail.summary')}</h2>
          <SafeHtml html={detail.security_summary} className="gpa-html" />
        </section>
      ) : null}

      <section className="gpa-print-block" aria-labelledby="gpa-print-advices">
        <h2 id="gpa-print-advices">{t('detail.travelAdvices')}</h2>
        {detail.travelAdvice ? <SafeHtml html={detail.travelAdvice} className="gpa-html" /> : null}
        {detail.travelAdvices.map((advice) => (
          <div key={advice.name} className="gpa-print-item">
            <h3>
              <RiskIcon icon={advice.icon} /> {vocabularyName(t, advice.name)}
            </h3>
            <SafeHtml html={advice.description} className="gpa-html" />
          </div>
        ))}
      </section>

      {detail.geopoliticalRisks && detail.geopoliticalRisks.length > 0 ? (
        <section className="gpa-print-block" aria-labelledby="gpa-print-geopolitical">
          <h2 id="gpa-print-geopolitical">{t('detail.geopolitical')}</h2>
          {detail.geopoliticalRisks.map((risk) => (
            <div key={risk.title} className="gpa-print-item">
              <h3>{risk.title}</h3>
              <SafeHtml html={risk.description} className="gpa-html" />
            </div>
          ))}
        </section>
      ) : null}

      <section className="gpa-print-block gpa-print-contacts" aria-labelledby="gpa-print-contacts">
        <h2 id="gpa-print-contacts">{t('print.contacts')}</h2>
        <ul>
          {CONTACTS.map((contact) => (
            <li key={contact.id}>
              <h3>{t(`print.contact.${contact.id}`)}</h3>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
              <br />
              <a href={telHref(contact.phone)}>{contact.phone}</a>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
