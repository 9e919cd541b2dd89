import { useMemo, useState } from 'react';

export interface PaginationState<T> {
  /** 1-based, always within 1..pageCount. */
  page: number;
  pageCount: number;
  pageItems: readonly T[];
  setPage(page: number): void;
}

/**
 * Client-side pages over a list (spec part 1 §9: 10 per page for claims, exclusions and results, 100 for the
 * personnel list). When the list shrinks under the current page (an entry removed), the last page shows.
 */
export function usePagination<T>(items: readonly T[], pageSize: number): PaginationState<T> {
  const [requested, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(Math.max(1, requested), pageCount);
  const pageItems = useMemo(() => items.slice((page - 1) * pageSize, page * pageSize), [items, page, pageSize]);
  return { page, pageCount, pageItems, setPage };
}
