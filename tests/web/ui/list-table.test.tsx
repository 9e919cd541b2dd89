import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { useMemo, type ReactElement } from 'react';
import { dateColumn } from '../../../host/web/ui/date-column';
import { ListTable, type ListTableColumn } from '../../../host/web/ui/list-table';
import { captureCsvDownloads } from '../../support/csv-downloads';

interface Report {
  id: number;
  title: string;
  url: string;
  filed: string;
  open: boolean;
}

/** Report n filed on day n of January 2025 at 08:00 UTC; the even ones are open. */
function report(n: number): Report {
  return {
    id: n,
    title: `Report ${String(n).padStart(2, '0')}`,
    url: `https://reports.example/${n}`,
    filed: `2025-01-${String(n).padStart(2, '0')}T08:00:00.000Z`,
    open: n % 2 === 0,
  };
}
const REPORTS = Array.from({ length: 23 }, (_, index) => report(index + 1));

function Reports({ reports, pageSize = 10 }: { reports: readonly Report[]; pageSize?: number }): ReactElement {
  const columns = useMemo<ListTableColumn<Report>[]>(
    () => [
      { id: 'title', label: 'Title', text: (row) => row.title, rowHeader: true, cell: (row) => <a href={row.url}>{row.title}</a> },
      dateColumn('filed', 'Filed', (row) => row.filed),
      { id: 'state', label: 'State', text: (row) => (row.open ? 'Open' : 'Closed'), cellClassName: (row) => (row.open ? 'is-open' : undefined) },
      { id: 'actions', label: 'Actions', text: () => '', sortable: false, exported: false, cell: (row) => <button type="button">Close {row.title}</button> },
    ],
    [],
  );
  return (
    <ListTable rows={reports} columns={columns} label="Reports" searchLabel="reports" fileName="reports" pageSize={pageSize} className="reports"
      rowKey={(row) => row.id} rowAttributes={(row) => ({ className: row.open ? 'row-open' : 'row-closed', 'data-report': row.id })} />
  );
}

function table(): HTMLElement {
  return screen.getByRole('table', { name: 'Reports' });
}

function titles(): string[] {
  return within(table()).queryAllByRole('rowheader').map((header) => header.textContent ?? '');
}

it('draws the columns as headers, the naming column as row headers, and each cell as its column says', () => {
  render(<Reports reports={REPORTS.slice(0, 2)} />);

  expect(table().className).toBe('reports');
  expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Title', 'Filed', 'State', 'Actions']);
  const [first, second] = within(table()).getAllByRole('row').slice(1);
  expect(within(first!).getByRole('rowheader').getAttribute('scope')).toBe('row');
  expect(within(first!).getByRole('link', { name: 'Report 01' }).getAttribute('href')).toBe('https://reports.example/1');
  const time = first!.querySelector('time');
  expect([time?.getAttribute('datetime'), time?.textContent]).toEqual(['2025-01-01T08:00:00.000Z', 'Wed, 01 Jan 2025, 08:00']);
  expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Wed, 01 Jan 2025, 08:00', 'Closed', 'Close Report 01']);
  expect([first!.className, first!.getAttribute('data-report')]).toEqual(['row-closed', '1']);
  expect([second!.className, within(second!).getByText('Open').className]).toEqual(['row-open', 'is-open']);
  expect(within(first!).getByText('Closed').className).toBe('');
});

it('sorts by a header, the order in its aria-sort, a date by its instant; a column of actions does not sort', () => {
  render(<Reports reports={[report(3), report(12), report(7)]} />);
  const filed = screen.getByRole('button', { name: 'Filed' });
  expect(filed.closest('th')!.getAttribute('aria-sort')).toBe('none');

  fireEvent.click(filed);
  expect(titles()).toEqual(['Report 03', 'Report 07', 'Report 12']);
  expect(filed.closest('th')!.getAttribute('aria-sort')).toBe('ascending');
  fireEvent.click(filed);
  expect(titles()).toEqual(['Report 12', 'Report 07', 'Report 03']);
  expect(filed.closest('th')!.getAttribute('aria-sort')).toBe('descending');

  expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
  expect(screen.getByRole('columnheader', { name: 'Actions' }).hasAttribute('aria-sort')).toBe(false);
});

it('searches the columns as text, pages the rows, shows them all on request and when printing', () => {
  render(<Reports reports={REPORTS} />);
  expect(titles()).toHaveLength(10);
  const pages = screen.getByRole('navigation', { name: 'Pages of Reports' });
  fireEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
  expect(titles()).toEqual(['Report 21', 'Report 22', 'Report 23']);

  fireEvent.click(screen.getByRole('button', { name: 'Show all rows' }));
  expect(titles()).toHaveLength(23);
  expect(screen.queryByRole('navigation', { name: 'Pages of Reports' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Show all rows' }));
  expect(titles()).toEqual(['Report 21', 'Report 22', 'Report 23']);

  act(() => void window.dispatchEvent(new Event('beforeprint')));
  expect(titles()).toHaveLength(23);
  act(() => void window.dispatchEvent(new Event('afterprint')));
  expect(titles()).toHaveLength(3);

  // The date as shown and the state's word are searched, not the cells' markup.
  fireEvent.change(screen.getByLabelText('Search reports'), { target: { value: '05 jan open' } });
  expect(titles()).toEqual([]);
  fireEvent.change(screen.getByLabelText('Search reports'), { target: { value: '06 jan open' } });
  expect(titles()).toEqual(['Report 06']);
  expect(screen.getByRole('status').textContent).toBe('1 of 23 rows');
  fireEvent.change(screen.getByLabelText('Search reports'), { target: { value: 'nowhere' } });
  expect(screen.getByText('No row matches the search.')).toBeTruthy();
});

it("exports the columns' texts of every matching row, without the actions", async () => {
  render(<Reports reports={REPORTS.slice(0, 3)} />);
  fireEvent.click(screen.getByRole('button', { name: 'State' }));
  const downloads = captureCsvDownloads();
  try {
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloads.names[0]).toMatch(/^reports-\d{4}-\d{2}-\d{2}\.csv$/);
    const [csv] = await downloads.texts();
    expect(csv!.split('\r\n')).toEqual([
      '\uFEFFTitle,Filed,State',
      'Report 01,"Wed, 01 Jan 2025, 08:00",Closed',
      'Report 03,"Fri, 03 Jan 2025, 08:00",Closed',
      'Report 02,"Thu, 02 Jan 2025, 08:00",Open',
      '',
    ]);
  } finally {
    downloads.restore();
  }
});

it('redraws a row whose observable changes in place', () => {
  const rows = observable([report(1), report(2)]);
  render(<Reports reports={rows} />);
  expect(within(table()).getAllByRole('row')[1]!.className).toBe('row-closed');

  act(() => runInAction(() => (rows[0]!.title = 'Report one')));
  expect(titles()).toEqual(['Report one', 'Report 02']);
});
