import { useId, type ReactElement } from 'react';
import { useTranslation } from '../i18n';
import { CsvButton } from './csv-button';
import type { ListView } from './use-list-view';
import './list-view.css';

export interface ListToolbarProps {
  view: ListView<unknown>;
  /** The list's name, e.g. 'Insurance claims': it names the search box. */
  label: string;
}

/**
 * Above a list: its search box, how many rows match, 'Download CSV' and, when the list has pages, 'Show all rows'
 * (every row on screen, so the browser's find sees them; printing shows them all anyway).
 */
export function ListToolbar({ view, label }: ListToolbarProps): ReactElement {
  const { t } = useTranslation('common');
  const searchId = useId();
  const multiPage = view.pageCount > 1 || view.showAll;
  return (
    <div className="list-toolbar">
      <div className="list-search">
        <label htmlFor={searchId}>{t('list.search', { list: label })}</label>
        <input
          id={searchId}
          type="search"
          className="form-input"
          value={view.query}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => view.setQuery(event.target.value)}
        />
      </div>
      <p className="list-count" role="status">
        {t('list.count', { shown: view.rows.length, count: view.total })}
      </p>
      <div className="list-actions">
        {multiPage ? (
          <button type="button" className="button button-secondary list-show-all" aria-pressed={view.showAll} onClick={() => view.setShowAll(!view.showAll)}>
            {t('list.showAll')}
          </button>
        ) : null}
        <CsvButton onDownload={view.downloadCsv} disabled={view.rows.length === 0} />
      </div>
    </div>
  );
}
