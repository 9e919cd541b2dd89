import { useEffect, useState, type ReactElement } from 'react';
import { useLocation } from 'wouter';
import { PageHeading, TOKENS, usePageTitle, useService, useTranslation } from '@vigil/web-sdk';
import { REQUEST_SOURCES, type RequestSource } from '../contract';
import { MyRequests } from './my-requests';
import { openRequestModal } from './open-request-modal';
import { SRMT_NS } from './srmt-i18n';
import './srmt.css';

/** Spec part 1 §2: a path containing Cte, Ie or Sed opens the matching modal on load. */
const SUB_PAGES: Record<string, RequestSource> = { cte: 'cte', ie: 'ie', sed: 'sed' };

function sourceOfPath(pathname: string): RequestSource | undefined {
  const segment = pathname.split('/').filter(Boolean)[1]?.toLowerCase();
  return segment ? SUB_PAGES[segment] : undefined;
}

/** What DVR-S is, and the three evaluations it is drafted from (docs/decisions.md). */
function DvrsPanel({ open, onRequest }: { open: boolean; onRequest: (source: RequestSource) => void }): ReactElement {
  const { t } = useTranslation(SRMT_NS);
  return (
    <section id="srmt-dvrs" className="srmt-dvrs" aria-labelledby="srmt-dvrs-title" hidden={!open}>
      <h2 id="srmt-dvrs-title">{t('dvrs.title')}</h2>
      <p>{t('dvrs.text')}</p>
      <p>{t('dvrs.request')}</p>
      <div className="srmt-dvrs-actions">
        {REQUEST_SOURCES.map((source) => (
          <button key={source} type="button" className="button" aria-haspopup="dialog" onClick={() => onRequest(source)}>
            {t(`source.${source}`)}
          </button>
        ))}
      </div>
    </section>
  );
}

/**
 * /Srmt (spec part 1 §2): the four circles (the three evaluation requests and DVR-S) and the requester's own
 * requests. /Srmt/Cte, /Srmt/Ie and /Srmt/Sed open their modal over it; closing it returns to /Srmt.
 */
export default function SrmtPage(): ReactElement {
  const { t } = useTranslation(SRMT_NS);
  const ui = useService(TOKENS.Ui);
  const [pathname, navigate] = useLocation();
  const [dvrsOpen, setDvrsOpen] = useState(false);
  const open = (source: RequestSource): void => openRequestModal(ui, source, t(`source.${source}`));

  const fromPath = sourceOfPath(pathname);
  // A sub-page is the request it opens: its tab says so ('Evaluation requests - Impact Evaluation - Vigil').
  usePageTitle(fromPath ? t('title') : undefined, fromPath ? t(`source.${fromPath}`) : undefined);
  useEffect(() => {
    if (!fromPath) return;
    // Closed, the modal leaves the sub-page: a reload of the address does not open it again.
    openRequestModal(ui, fromPath, t(`source.${fromPath}`), () => navigate('/Srmt', { replace: true }));
    // Once per arrival at a sub-page; the language may change meanwhile without reopening it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromPath, ui]);

  return (
    <div className="srmt-page">
      <PageHeading>{t('title')}</PageHeading>
      <nav aria-label={t('circles')}>
        <ul className="srmt-circles">
          {REQUEST_SOURCES.map((source) => (
            <li key={source}>
              <button type="button" className="srmt-circle" aria-haspopup="dialog" onClick={() => open(source)}>
                {t(`source.${source}`)}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="srmt-circle"
              aria-expanded={dvrsOpen}
              aria-controls="srmt-dvrs"
              onClick={() => setDvrsOpen((value) => !value)}
            >
              {t('dvrs.circle')}
            </button>
          </li>
        </ul>
      </nav>
      <DvrsPanel open={dvrsOpen} onRequest={open} />
      <MyRequests />
    </div>
  );
}
