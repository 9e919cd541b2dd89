import type { ReactElement } from 'react';
import type { ListView } from './use-list-view';
import './list-view.css';

export interface SortableHeaderProps {
  view: Pick<ListView<unknown>, 'columns' | 'sortOf' | 'toggleSort'>;
  column: string;
}

/**
 * A column header of a list: a button that sorts by the column, the header's aria-sort telling the order. A
 * column marked not sortable is a plain header.
 */
export function SortableHeader({ view, column }: SortableHeaderProps): ReactElement {
  const definition = view.columns.find((candidate) => candidate.id === column);
  const label = definition?.label ?? column;
  if (definition?.sortable === false) return <th scope="col">{label}</th>;
  const sort = view.sortOf(column);
  return (
    <th scope="col" aria-sort={sort} className="list-sortable">
      <button type="button" className="list-sort-button" data-sort={sort} onClick={() => view.toggleSort(column)}>
        {label}
      </button>
    </th>
  );
}
