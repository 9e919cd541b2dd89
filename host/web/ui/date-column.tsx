import { formatDate } from '../../core/format-date';
import { i18n } from '../i18n';
import type { ListTableColumn } from './list-table';

/**
 * A ListTable column of a date and time (an ISO string): shown in GMT+0 in the reader's language (the language
 * of the moment the row renders; the pages re-render on a switch) in a <time>, sorted by the instant, searched
 * and exported as shown.
 */
export function dateColumn<T>(id: string, label: string, date: (row: T) => string): ListTableColumn<T> {
  return {
    id,
    label,
    text: (row) => formatDate(date(row), i18n.language),
    sortValue: date,
    cell: (row) => <time dateTime={date(row)}>{formatDate(date(row), i18n.language)}</time>,
  };
}
