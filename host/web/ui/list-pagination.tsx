import type { ReactElement } from 'react';
import { useTranslation } from '../i18n';
import { Pagination } from './pagination';
import type { ListView } from './use-list-view';

/**
 * Under a list: its pages, or nothing when every row is shown; a search that matches nothing says so here, where
 * the rows would be.
 */
export function ListPagination({ view, label }: { view: ListView<unknown>; label: string }): ReactElement | null {
  const { t } = useTranslation('common');
  if (view.rows.length === 0 && view.total > 0) return <p className="list-no-match">{t('list.noMatch')}</p>;
  if (!view.paged) return null;
  return <Pagination page={view.page} pageCount={view.pageCount} onChange={view.setPage} label={label} />;
}
