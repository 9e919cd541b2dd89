import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactElement } from 'react';
import { LoadFailure, PageHeading, PageLoader, TOKENS, useService, useTranslation } from '@vigil/web-sdk';
import type { NewsAlertItem } from '../contract';
import { NAT_NS } from './nat-i18n';
import { NewsAlertCard } from './news-alert-card';
import { NewsAlertDetail } from './news-alert-detail';
import { NewsAlertsStore } from './news-alerts-store';
import { NewsFiltersBar } from './news-filters-bar';
import { ThreatLevelsDefinition } from './threat-levels-definition';
import './nat.css';

/**
 * /Nat (spec part 2 §2): filters, the Threat Level Definition modal, a masonry of alert cards each opening a
 * detail modal, and 'Show more' while pages come back full.
 */
const NatPage = observer(function NatPage(): ReactElement {
  const api = useService(TOKENS.Api);
  const storage = useService(TOKENS.Storage);
  const ui = useService(TOKENS.Ui);
  const { t } = useTranslation(NAT_NS);
  const [store] = useState(() => new NewsAlertsStore(api, storage));

  useEffect(() => {
    void store.loadChoices();
    void store.load();
  }, [store]);

  function openDefinition(): void {
    ui.openModal({ title: t('definition.title'), content: () => <ThreatLevelsDefinition /> });
  }

  function openDetail(item: NewsAlertItem): void {
    ui.openModal({ title: item.title, content: () => <NewsAlertDetail item={item} /> });
  }

  return (
    <div className="nat-page">
      <PageHeading>{t('title')}</PageHeading>
      <div className="nat-toolbar">
        <NewsFiltersBar store={store} />
        <button type="button" className="button nat-definition-button" onClick={openDefinition}>
          {t('definition.button')}
        </button>
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
