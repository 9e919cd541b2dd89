import { act, fireEvent, screen, within } from '@testing-library/react';
import { captureCsvDownloads } from '../../../tests/support/csv-downloads';
import { employeeFixture, EMPLOYEES, renderAdmin } from './admin-fixtures';

/** The personnel list's shared list controls: sort, search, CSV, Show all rows, and a name's link to its editor. */

function names(): string[] {
  const table = screen.getByRole('table', { name: 'Personnel list' });
  return within(table)
    .getAllByRole('rowheader')
    .map((header) => within(header).getByRole('link').textContent ?? '');
}

it('sorts by name, searches by permission or project, and exports what matches', async () => {
  renderAdmin();
  await screen.findByRole('table', { name: 'Personnel list' });
  fireEvent.click(screen.getByRole('button', { name: 'Employee' }));
  fireEvent.click(screen.getByRole('button', { name: 'Employee' }));
  expect(names()).toEqual(['Kwame Mensah', 'Ann Analyst', 'Ada Admin']);
  expect(screen.getByRole('button', { name: 'Employee' }).closest('th')!.getAttribute('aria-sort')).toBe('descending');
  expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();

  fireEvent.change(screen.getByLabelText('Search personnel'), { target: { value: 'milan' } });
  expect(names()).toEqual(['Ann Analyst', 'Ada Admin']);
  expect(screen.getByRole('status').textContent).toBe('2 of 3 rows');

  const downloads = captureCsvDownloads();
  try {
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloads.names[0]).toMatch(/^personnel-\d{4}-\d{2}-\d{2}\.csv$/);
    const [csv] = await downloads.texts();
    expect(csv!.split('\r\n')).toEqual([
      '\uFEFFEmployee,Email,Projects,Permissions,Status',
      'Ann Analyst,employee2@example.test,"Jakarta office, Milan HQ","GPA, GPA detail, NAT",Enabled',
      'Ada Admin,employee1@example.test,Milan HQ,Admin,Enabled',
      '',
    ]);
  } finally {
    downloads.restore();
  }
});

it("pages by 100 and shows all 150 rows on 'Show all rows'", async () => {
  const many = Array.from({ length: 150 }, (_, index) => employeeFixture(index + 10, { name: 'Person', surname: String(index + 10).padStart(3, '0') }));
  renderAdmin({ legacy: { 'GET /companies/getEmployees': many } });
  await screen.findByRole('table', { name: 'Personnel list' });
  expect(names()).toHaveLength(100);
  fireEvent.click(screen.getByRole('button', { name: 'Show all rows' }));
  expect(names()).toHaveLength(150);
  expect(screen.getByText('Person 159')).toBeTruthy();
  expect(screen.queryByRole('navigation', { name: 'Pages of Personnel list' })).toBeNull();
});

it("links each name to /Admin?employee=<id>: a plain click opens the editor in place, the address opens it too", async () => {
  renderAdmin();
  await screen.findByRole('table', { name: 'Personnel list' });
  const link = screen.getByRole('link', { name: 'Ann Analyst' });
  expect(link.getAttribute('href')).toBe('/Admin?employee=2');
  fireEvent.click(link);
  expect(await screen.findByRole('dialog', { name: 'Edit Ann Analyst' })).toBeTruthy();
});

it('opens the editor of the employee the address names, once the list is here', async () => {
  renderAdmin({ route: `/Admin?employee=${EMPLOYEES[2]!.id}` });
  expect(await screen.findByRole('dialog', { name: 'Edit Kwame Mensah' })).toBeTruthy();
  await act(async () => {
    fireEvent.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' })[0]!);
  });
  expect(screen.queryByRole('dialog')).toBeNull();
});
