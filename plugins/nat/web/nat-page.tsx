import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { CsvButton, csvDelimiter, csvFileName, downloadCsv, LoadFailure, PageHeading, PageLoader, toCsv, TOKENS, useSearchParams, useService, useTranslation } from '@vigil/web-sdk';
import type { NewsAlertItem } from '../contract';
import { formatNewsDate } from './format-news-date';
import { NAT_NS } from './nat-i18n';
import { NewsAlertCard } from './news-alert-card';
import { NewsAlertDetail } from './news-alert-detail';
import { NewsAlertsStore } from './news-alerts-store';
import { NewsFiltersBar } from './news-filters-bar';
import { NEWS_ALERT_PARAM, newsFiltersParams, parseNewsFilters } from './news-url';
import { ThreatLevelsDefinition } from './threat-levels-definition';
import './nat.css';

/**
 * /Nat (spec part 2 §2): filters, the Threat Level Definition modal, a masonry of alert cards each opening a
 * detail modal, and 'Show more' while pages come back full. The filters live in the address (news-url.ts); each
 * card is a link to its own filtered view with its detail open, so Ctrl-click opens it in a new tab; 'Download
 * CSV' exports the cards shown.
 */
const NatPage = observer(function NatPage(): ReactElement {
  const api = useService(TOKENS.Api);
  const storage = useService(TOKENS.Storage);
  const ui = useService(TOKENS.Ui);
  const { t, language } = useTranslation(NAT_NS);
  const [store] = useState(() => new NewsAlertsStore(api, storage));
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const first = useRef(true);

  useEffect(() => {
    void store.loadChoices();
  }, [store]);

  // The address names the filters: on arrival (the first load), and on Back and Forward.
  useEffect(() => {
    const filters = parseNewsFilters(new URLSearchParams(query));
    store.applyFilters(filters, first.current);
    if (first.current) {
      first.current = false;
      // Values that are not valid leave the address at once.
      const clean = newsFiltersParams(filters, new URLSearchParams(query)).toString();
      if (clean !== query) setParams(new URLSearchParams(clean), { replace: true });
    }
  }, [query, store, setParams]);

  // A filter chosen on the page goes into the address, as a new history entry. The reaction is made again for each
  // address, after the effect above has set the store from it: filters that came from the address (Back and
  // Forward) add no entry, or Forward would lose its way.
  useEffect(
    () =>
      reaction(
        () => store.filters,
        (filters) => {
          const next = newsFiltersParams(filters, params);
          if (next.toString() !== query) setParams(next);
        },
      ),
    [store, setParams, params, query],
  );

  function openDetail(item: NewsAlertItem, onClose?: () => void): void {
    // Its Contact button leaves for the travel module's form: the modal closes on the way.
    ui.openModal({ title: item.title, content: (close) => <NewsAlertDetail item={item} onLeave={close} />, onClose });
  }

  // /Nat?…&alert=<id> (a card opened in a new tab) opens that alert's detail once it is among the cards.
  const linked = params.get(NEWS_ALERT_PARAM);
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!linked || store.state !== 'ready' || opened.current === linked) return;
    opened.current = linked;
    const forget = (): void => {
      opened.current = null;
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(NEWS_ALERT_PARAM);
        return next;
      }, { replace: true });
    };
    const item = store.items.find((candidate) => String(candidate.id) === linked);
    if (item) openDetail(item, forget);
    else forget();
  });

  function openDefinition(): void {
    ui.openModal({ title: t('definition.title'), content: () => <ThreatLevelsDefinition /> });
  }

  const csvColumns = useMemo<ReadonlyArray<{ label: string; text: (item: NewsAlertItem) => string }>>(
    () => [
      { label: t('csv.title'), text: (item) => item.title },
      { label: t('csv.subtitle'), text: (item) => item.subtitle },
      { label: t('filters.country'), text: (item) => item.country },
      { label: t('filters.zone'), text: (item) => item.zoneName },
      { label: t('filters.level'), text: (item) => t(`levels.${item.alert_level}`) },
      { label: t('filters.category'), text: (item) => item.risk_name },
      { label: t('detail.date'), text: (item) => formatNewsDate(item.creation_date, language) },
    ],
    [t, language],
  );

  function exportCsv(): void {
    const rows = [csvColumns.map((column) => column.label), ...store.items.map((item) => csvColumns.map((column) => column.text(item)))];
    downloadCsv(csvFileName('news-alerts'), toCsv(rows, csvDelimiter(language)));
  }

  return (
    <div className="nat-page">
      <PageHeading>{t('title')}</PageHeading>
      <div className="nat-toolbar">
        <NewsFiltersBar store={store} />
        <div className="nat-actions">
          <button type="button" className="button nat-definition-button" onClick={openDefinition}>
            {t('definition.button')}
          </button>
          {store.state === 'ready' ? <CsvButton onDownload={exportCsv} disabled={store.items.length === 0} /> : null}
        </div>
      </div>
      {store.state === 'loading' ? <PageLoader plugin="nat" label={t('loading')} /> : null}
      {store.state === 'error' ? (
        <LoadFailure message={store.error} onRetry={() => void store.load()} />
      ) : null}
      {store.state === 'ready' ? (
        <>
          {store.items.length === 0 ? <p className="nat-empty">{t('empty')}</p> : null}
          <ul className="nat-masonry" aria-label={t('title')}>
            {store.items.map((item) => (
              <li key={item.id} className="nat-masonry-item">
                <NewsAlertCard item={item} onOpen={openDetail} />
              </li>
            ))}
          </ul>
          {store.error ? (
            <LoadFailure message={store.error} onRetry={() => void store.showMore()} />
          ) : null}
          {store.hasMore && !store.error ? (
            <button type="button" className="button nat-show-more" disabled={store.loadingMore} onClick={() => void store.showMore()}>
              {store.loadingMore ? t('loadingMore') : t('showMore')}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
});

export default NatPage;
