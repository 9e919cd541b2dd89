import type { ReactElement } from 'react';
import { useTranslation } from '../i18n';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onChange(page: number): void;
  /** Names the navigation landmark, e.g. the list's title: a page can hold several paginated lists. */
  label: string;
}

/** Previous, the page numbers and Next under a list; nothing when everything fits on one page. */
export function Pagination({ page, pageCount, onChange, label }: PaginationProps): ReactElement | null {
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className="pagination" aria-label={t('pagination.label', { list: label })}>
      <button type="button" className="pagination-step" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('pagination.previous')}
      </button>
      <ol className="pagination-pages">
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className="pagination-page"
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('pagination.page', { page: number })}
              onClick={() => onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="pagination-step" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        {t('pagination.next')}
      </button>
    </nav>
  );
}
