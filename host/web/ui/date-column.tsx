import { formatDate } from '../../core/format-date';
import type { ListTableColumn } from './list-table';

/**
 * A ListTable column of a date and time (an ISO string): shown in the spec's format (GMT+0) in a <time>, sorted
 * by the instant, searched and exported as shown.
 */
export function dateColumn<T>(id: string, label: string, date: (row: T) => string): ListTableColumn<T> {
  return {
    id,
    label,
    text: (row) => formatDate(date(row)),
    sortValue: date,
    cell: (row) => <time dateTime={date(row)}>{formatDate(date(row))}</time>,
  };
}
