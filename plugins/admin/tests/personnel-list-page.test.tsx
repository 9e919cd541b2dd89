import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NEUTRAL_BADGE_COLOURS, PERMISSION_BADGE_COLOURS } from '@vigil/core';
import { ApiError } from '@vigil/web-sdk';
import { EMPLOYEES, employeeFixture, renderAdmin } from './admin-fixtures';

function rowOf(name: string): HTMLElement {
  const header = screen.getByRole('rowheader', { name: new RegExp(name) });
  const row = header.closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

/** '#rrggbb' as jsdom reports a style colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('personnel list', () => {
  it('shows each employee with name, email, projects, permission badges and state', async () => {
    renderAdmin();

    expect(await screen.findByRole('heading', { level: 1, name: 'Personnel' })).toBeTruthy();
    expect(screen.getByText('3 employees')).toBeTruthy();
    const analyst = rowOf('Ann Analyst');
    expect(within(analyst).getByRole('link', { name: 'employee2@example.test' }).getAttribute('href')).toBe('mailto:employee2@example.test');
    expect(within(analyst).getByText('Jakarta office, Milan HQ')).toBeTruthy();
    const badges = within(analyst).getAllByRole('listitem');
    expect(badges.map((badge) => badge.textContent)).toEqual(['GPA', 'GPA detail', 'NAT']);
    expect(badges[0]?.style.backgroundColor).toBe(rgb(PERMISSION_BADGE_COLOURS.gpa.background));
    expect(badges[0]?.style.color).toBe(rgb(PERMISSION_BADGE_COLOURS.gpa.foreground));
    // Permissions without a colour of their own share the neutral one.
    expect(badges[1]?.style.backgroundColor).toBe(badges[2]?.style.backgroundColor);
    expect(badges[1]?.style.backgroundColor).not.toBe(badges[0]?.style.backgroundColor);
    expect(within(analyst).getByText('Enabled')).toBeTruthy();

    const kwame = rowOf('Kwame Mensah');
    expect(within(kwame).getByText('Disabled')).toBeTruthy();
    const colours = within(kwame).getAllByRole('listitem').map((badge) => [badge.textContent, badge.style.backgroundColor]);
    expect(colours).toEqual([
      ['TRA', rgb(NEUTRAL_BADGE_COLOURS.background)],
      ['GPS', rgb(PERMISSION_BADGE_COLOURS.gps.background)],
      ['OPS', rgb(PERMISSION_BADGE_COLOURS.ops.background)],
      ['Free', rgb(PERMISSION_BADGE_COLOURS.free.background)],
    ]);
    expect(rgb(PERMISSION_BADGE_COLOURS.admin.background)).toBe(within(rowOf('Ada Admin')).getByText('Admin').style.backgroundColor);
  });

  it("has no delete for the admin's own row, and leads to the new employee form", async () => {
    renderAdmin();
    await screen.findByRole('rowheader', { name: /Ada Admin/ });
    const own = rowOf('Ada Admin');
    expect(within(own).getByText('(you)')).toBeTruthy();
    expect(within(own).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(own).getByRole('button', { name: 'Edit Ada Admin' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add personnel' }).getAttribute('href')).toBe('/Admin/new');
  });

  it('shows 100 employees per page', async () => {
    const many = Array.from({ length: 150 }, (_, index) => employeeFixture(index + 1));
    renderAdmin({ legacy: { 'GET /companies/getEmployees': many } });

    expect(await screen.findByText('150 employees')).toBeTruthy();
    expect(screen.getAllByRole('rowheader')).toHaveLength(100);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getAllByRole('rowheader')).toHaveLength(50);
    expect(screen.getByRole('rowheader', { name: /Surname 101/ })).toBeTruthy();
  });

  it('deletes an employee after the confirmation and removes the row', async () => {
    const remove = jest.fn().mockResolvedValue({ message: 'Employee delete with success' });
    renderAdmin({ legacy: { 'POST /customers/deleteEmployee': remove } });

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Ann Analyst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog.textContent).toContain('Delete Ann Analyst? Their account and data are removed for good.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Employee delete with success')).toBeTruthy();
    expect(remove).toHaveBeenCalledWith({ employee: 2 });
    expect(screen.queryByRole('rowheader', { name: /Ann Analyst/ })).toBeNull();
    expect(screen.getByText('2 employees')).toBeTruthy();
  });

  it("keeps the row and shows the server's message when the delete fails; cancel sends nothing", async () => {
    const remove = jest.fn().mockRejectedValueOnce(new ApiError(404, 'Employee not found', { code: 'employeeNotFound' }));
    renderAdmin({ legacy: { 'POST /customers/deleteEmployee': remove } });

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Kwame Mensah' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Employee not found');
    expect(rowOf('Kwame Mensah')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Kwame Mensah' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('offers Retry when the list cannot be loaded', async () => {
    const list = jest.fn().mockRejectedValueOnce(new ApiError(500, 'Database down')).mockResolvedValue(EMPLOYEES);
    renderAdmin({ legacy: { 'GET /companies/getEmployees': list } });

    expect((await screen.findByRole('alert')).textContent).toBe('Database down');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: /Ann Analyst/ })).toBeTruthy();
  });

  it('sends any other path under /Admin to /Admin', async () => {
    renderAdmin({ route: '/Admin/somewhere/else' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Personnel' })).toBeTruthy();
  });
});
