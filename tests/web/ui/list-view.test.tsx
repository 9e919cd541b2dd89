import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useMemo, type ReactElement } from 'react';
import { csvCell, csvDelimiter, csvFileName, toCsv } from '../../../host/web/ui/list-csv';
import { ListPagination } from '../../../host/web/ui/list-pagination';
import { ListToolbar } from '../../../host/web/ui/list-toolbar';
import { SortableHeader } from '../../../host/web/ui/sortable-header';
import { useListView, type ListColumn } from '../../../host/web/ui/use-list-view';

interface Person {
  name: string;
  city: string;
  score: number;
}

const PEOPLE: Person[] = Array.from({ length: 23 }, (_, index) => ({
  name: `Person ${String(index + 1).padStart(2, '0')}`,
  city: index % 2 === 0 ? 'Forlì' : 'Rome',
  score: (index * 7) % 23,
}));

function People({ people, onCsv }: { people: readonly Person[]; onCsv?: (csv: string) => void }): ReactElement {
  const columns = useMemo<ListColumn<Person>[]>(
    () => [
      { id: 'name', label: 'Name', text: (person) => person.name },
      { id: 'city', label: 'City', text: (person) => person.city },
      { id: 'score', label: 'Score', text: (person) => `${person.score} pts`, sortValue: (person) => person.score },
      { id: 'actions', label: 'Actions', text: () => '', sortable: false, exported: false },
    ],
    [],
  );
  const view = useListView(people, { columns, pageSize: 10, fileName: 'people' });
  return (
    <>
      <ListToolbar view={view} label="people" />
      <table aria-label="People">
        <thead>
          <tr>
            {columns.map((column) => (
              <SortableHeader key={column.id} view={view} column={column.id} />
            ))}
          </tr>
        </thead>
        <tbody>
          {view.shown.map((person) => (
            <tr key={person.name}>
              <td>{person.name}</td>
              <td>{person.city}</td>
              <td>{person.score} pts</td>
              <td />
            </tr>
          ))}
        </tbody>
      </table>
      <ListPagination view={view} label="People" />
      <button type="button" onClick={() => onCsv?.(view.csv())}>
        Read CSV
      </button>
    </>
  );
}

function names(): string[] {
  return within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.firstElementChild?.textContent ?? '');
}

function header(name: string): HTMLElement {
  return screen.getByRole('button', { name }).closest('th')!;
}

it('sorts by a column ascending, then descending, with aria-sort on the header', () => {
  render(<People people={PEOPLE} />);
  expect(header('Score').getAttribute('aria-sort')).toBe('none');
  fireEvent.click(screen.getByRole('button', { name: 'Score' }));
  expect(header('Score').getAttribute('aria-sort')).toBe('ascending');
  // By number, not by text: 2 before 10.
  const ascending = [...PEOPLE].sort((a, b) => a.score - b.score).map((person) => person.name);
  expect(names()).toEqual(ascending.slice(0, 10));
  fireEvent.click(screen.getByRole('button', { name: 'Score' }));
  expect(header('Score').getAttribute('aria-sort')).toBe('descending');
  expect(names()).toEqual([...ascending].reverse().slice(0, 10));
  fireEvent.click(screen.getByRole('button', { name: 'Name' }));
  expect(header('Score').getAttribute('aria-sort')).toBe('none');
  expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
  // The actions column is a plain header.
  expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
});

it('searches every column, ignoring case and accents, back to the first page, and says when nothing matches', () => {
  render(<People people={PEOPLE} />);
  fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  fireEvent.change(screen.getByLabelText('Search people'), { target: { value: 'FORLI' } });
  expect(screen.getByRole('status').textContent).toBe('12 of 23 rows');
  expect(names()).toEqual(PEOPLE.filter((person) => person.city === 'Forlì').slice(0, 10).map((person) => person.name));
  expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  fireEvent.change(screen.getByLabelText('Search people'), { target: { value: 'forlì 05' } });
  expect(names()).toEqual(['Person 05']);
  fireEvent.change(screen.getByLabelText('Search people'), { target: { value: 'Milan' } });
  expect(names()).toEqual([]);
  expect(screen.getByText('No row matches the search.')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true);
});

it("shows every row on 'Show all rows' and when printing, and pages again after", () => {
  render(<People people={PEOPLE} />);
  expect(names()).toHaveLength(10);
  const showAll = screen.getByRole('button', { name: 'Show all rows' });
  fireEvent.click(showAll);
  expect(showAll.getAttribute('aria-pressed')).toBe('true');
  expect(names()).toEqual(PEOPLE.map((person) => person.name));
  expect(screen.queryByRole('navigation', { name: 'Pages of People' })).toBeNull();
  fireEvent.click(showAll);
  expect(names()).toHaveLength(10);

  act(() => void window.dispatchEvent(new Event('beforeprint')));
  expect(names()).toHaveLength(23);
  act(() => void window.dispatchEvent(new Event('afterprint')));
  expect(names()).toHaveLength(10);
});

it('exports what is shown after search and sort, every matching row, without the actions column', () => {
  const onCsv = jest.fn();
  render(<People people={PEOPLE} onCsv={onCsv} />);
  fireEvent.change(screen.getByLabelText('Search people'), { target: { value: 'rome' } });
  fireEvent.click(screen.getByRole('button', { name: 'Name' }));
  fireEvent.click(screen.getByRole('button', { name: 'Name' }));
  fireEvent.click(screen.getByRole('button', { name: 'Read CSV' }));
  const rome = PEOPLE.filter((person) => person.city === 'Rome').reverse();
  expect(rome).toHaveLength(11);
  expect(onCsv).toHaveBeenCalledWith(`\uFEFFName,City,Score\r\n${rome.map((person) => `${person.name},Rome,${person.score} pts\r\n`).join('')}`);
});

it('downloads the CSV as a file named after the list and the day', () => {
  const created: Blob[] = [];
  const clicked: string[] = [];
  Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:people'), revokeObjectURL: () => undefined });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  render(<People people={PEOPLE.slice(0, 2)} />);
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  expect(clicked).toEqual([csvFileName('people')]);
  expect(created[0]?.type).toBe('text/csv;charset=utf-8');
  expect(created[0]?.size).toBeGreaterThan(0);
  click.mockRestore();
});

it('quotes delimiters, quotes and line breaks, defuses formulas, and splits on ; for Italian', () => {
  expect(csvCell('plain')).toBe('plain');
  expect(csvCell('Rossi, Mario')).toBe('"Rossi, Mario"');
  expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  expect(csvCell('two\nlines')).toBe('"two\nlines"');
  expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  expect(csvCell('+39 06 1234')).toBe("'+39 06 1234");
  expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  expect(csvCell('Rossi; Mario', ';')).toBe('"Rossi; Mario"');
  expect(csvCell('Rossi, Mario', ';')).toBe('Rossi, Mario');
  expect(csvDelimiter('it')).toBe(';');
  expect(csvDelimiter('en')).toBe(',');
  expect(toCsv([['Città', 'Nota'], ['Forlì', 'è così']], ';')).toBe('\uFEFFCittà;Nota\r\nForlì;è così\r\n');
  expect(csvFileName('people', new Date('2025-03-14T10:00:00Z'))).toBe('people-2025-03-14.csv');
});
