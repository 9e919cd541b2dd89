import { observer } from 'mobx-react-lite';
import { useMemo, type Key, type ReactElement, type ReactNode } from 'react';
import { ListPagination } from './list-pagination';
import { ListToolbar } from './list-toolbar';
import { SortableHeader } from './sortable-header';
import { useListView, type ListColumn, type ListSort, type ListView } from './use-list-view';

/** A column of a ListTable: a list column (header, search and CSV text, sort key) and how its cell shows. */
export interface ListTableColumn<T> extends ListColumn<T> {
  /** The cell on screen when it is more than its text: a link, a <time>, badges, buttons. */
  cell?(row: T): ReactNode;
  /** The column that names the row: its cells are row headers, so a screen reader names each row by them. */
  rowHeader?: boolean;
  /** A class of the column's cell in one row (a passed or failed result). */
  cellClassName?(row: T): string | undefined;
}

/** What a row's <tr> carries besides its cells. */
export interface ListTableRowAttributes {
  className?: string;
  [data: `data-${string}`]: string | number | undefined;
}

export interface ListTableProps<T> {
  rows: readonly T[];
  /** Memoise them (useMemo over `t`): a new array re-sorts the list. */
  columns: readonly ListTableColumn<T>[];
  /** The list's name: the table's caption and the name of its pages. */
  label: string;
  /** What the search box searches, in its label ('Search {{list}}'). */
  searchLabel: string;
  /** The CSV file's name, without the date and extension. */
  fileName: string;
  /** Rows per page; without it the list is shown whole. */
  pageSize?: number;
  initialSort?: ListSort | null;
  className?: string;
  /** A box around the table (one that scrolls a wide table sideways). */
  frameClassName?: string;
  /** A row's own key; rows without an id keep their place in the list as their key while sorting and searching. */
  rowKey?(row: T): Key;
  rowAttributes?(row: T): ListTableRowAttributes;
}

interface ListTableRowProps<T> {
  row: T;
  columns: readonly ListTableColumn<T>[];
  attributes?: ListTableRowAttributes;
}

/** An observer of its own, so that a row re-renders when the observable it shows changes in place. */
const ListTableRow = observer(function ListTableRow<T>({ row, columns, attributes }: ListTableRowProps<T>): ReactElement {
  return (
    <tr {...attributes}>
      {columns.map((column) => {
        const content = column.cell ? column.cell(row) : column.text(row);
        const className = column.cellClassName?.(row);
        return column.rowHeader ? (
          <th key={column.id} scope="row" className={className}>
            {content}
          </th>
        ) : (
          <td key={column.id} className={className}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}) as <T>(props: ListTableRowProps<T>) => ReactElement;

/**
 * A list people can work with, whole: the toolbar (search, count, 'Show all rows', CSV), the table with sortable
 * headers (aria-sort) and the pages under it; every row when printing. Pages describe their columns only.
 */
export function ListTable<T>(props: ListTableProps<T>): ReactElement {
  const { rows, columns, label, searchLabel, fileName, pageSize, initialSort, className, frameClassName, rowKey, rowAttributes } = props;
  const view = useListView(rows, { columns, pageSize, initialSort, fileName });
  const places = useMemo(() => new Map(rows.map((row, index) => [row, index])), [rows]);
  const untyped = view as ListView<unknown>;
  const table = (
    <table className={className}>
      <caption className="visually-hidden">{label}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <SortableHeader key={column.id} view={untyped} column={column.id} />
          ))}
        </tr>
      </thead>
      <tbody>
        {view.shown.map((row) => (
          <ListTableRow key={rowKey ? rowKey(row) : places.get(row)} row={row} columns={columns} attributes={rowAttributes?.(row)} />
        ))}
      </tbody>
    </table>
  );
  return (
    <>
      <ListToolbar view={untyped} label={searchLabel} />
      {frameClassName ? <div className={frameClassName}>{table}</div> : table}
      <ListPagination view={untyped} label={label} />
    </>
  );
}
