import { useId, useState, type ReactElement } from 'react';
import { Link } from 'wouter';
import { LoadFailure, PageHeading, PageLoader, TOKENS, useLoad, useService, useTranslation } from '@vigil/web-sdk';
import { getTravels, TRA_PERMISSIONS, TRAVEL_PAGE_SIZE, type Travel } from '../contract';
import { TRA_NS } from './tra-i18n';
import { TravelForm } from './travel-form';
import { TravelItem } from './travel-item';

/**
 * /Tra (spec part 2 §2): the travels, a page at a time and newest start first, with the name search, the Locate
 * Personnel button and New travel. The search and the pages are the server's (issue 22: 10,000 travels).
 */
export function TravelListPage(): ReactElement {
  const { t } = useTranslation(TRA_NS);
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const me = useService(TOKENS.Auth).user?.id ?? null;
  const canRegister = useService(TOKENS.Permissions).holdsAny(TRA_PERMISSIONS);
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const words = search.trim();
  const load = useLoad(
    () => api.call(getTravels, { query_behavior: '6', page: String(page), page_size: String(TRAVEL_PAGE_SIZE), ...(words ? { search: words } : {}) }),
    `tra-travels-${words}-${page}-${version}`,
  );
  const reload = (): void => setVersion((value) => value + 1);

  function openForm(travel: Travel | null): void {
    ui.openModal({
      title: travel ? t('form.editTitle') : t('form.newTitle'),
      content: (close) => (
        <TravelForm
          travel={travel}
          onSaved={() => {
            close();
            reload();
          }}
        />
      ),
    });
  }

  return (
    <div className="tra-page">
      <PageHeading>{t('list.title')}</PageHeading>
      <div className="tra-toolbar">
        <label htmlFor={searchId} className="tra-visually-hidden">
          {t('list.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className="form-input tra-search"
          placeholder={t('list.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <Link className="tra-button tra-primary" to="/Tra/Locate">
          {t('list.locate')}
        </Link>
        {canRegister ? (
          <button type="button" className="tra-button" onClick={() => openForm(null)}>
            {t('list.newTravel')}
          </button>
        ) : null}
      </div>
      {load.status === 'loading' ? <PageLoader plugin="tra" label={t('loading')} /> : null}
      {load.status === 'error' ? <LoadFailure message={load.message} onRetry={load.retry} /> : null}
      {load.status === 'ready' ? (
        <TravelPage answer={load.data.data} me={me} onPage={setPage} onEdit={openForm} onChanged={reload} />
      ) : null}
    </div>
  );
}

interface TravelPageProps {
  answer: { data: readonly Travel[]; total: number; page: number; page_size: number };
  me: number | null;
  onPage(page: number): void;
  onEdit(travel: Travel): void;
  onChanged(): void;
}

function TravelPage({ answer, me, onPage, onEdit, onChanged }: TravelPageProps): ReactElement {
  const { t } = useTranslation(TRA_NS);
  const pages = Math.max(1, Math.ceil(answer.total / Math.max(1, answer.page_size)));
  return (
    <>
      <h2 className="tra-count">{t('list.count', { count: answer.total })}</h2>
      {answer.data.length === 0 ? (
        <p className="tra-muted">{t('list.empty')}</p>
      ) : (
        <ul className="tra-travels" aria-label={t('list.travels')}>
          {answer.data.map((travel) => (
            <TravelItem key={travel.id} travel={travel} me={me} onEdit={onEdit} onChanged={onChanged} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="tra-pager" aria-label={t('list.pages')}>
          <button type="button" className="tra-button" disabled={answer.page <= 1} onClick={() => onPage(answer.page - 1)}>
            {t('list.previous')}
          </button>
          <span>{t('list.page', { page: answer.page, pages })}</span>
          <button type="button" className="tra-button" disabled={answer.page >= pages} onClick={() => onPage(answer.page + 1)}>
            {t('list.next')}
          </button>
        </nav>
      ) : null}
    </>
  );
}
