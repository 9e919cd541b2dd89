import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PersonnelEmployee } from '@vigil/core';
import { ApiError } from '@vigil/web-sdk';
import { EMPLOYEES, renderAdmin } from './admin-fixtures';

const analyst = EMPLOYEES[1] as PersonnelEmployee;

async function openEditor(name: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return screen.findByRole('dialog', { name: `Edit ${name}` });
}

function boxes(group: HTMLElement): HTMLInputElement[] {
  return within(group).queryAllByRole('checkbox') as HTMLInputElement[];
}

function ticked(group: HTMLElement): string[] {
  return boxes(group).filter((box) => box.checked).map((box) => box.value);
}

/** Ticks exactly `values` in a group of boxes, one click on each box that must change, as a person would. */
async function choose(group: HTMLElement, values: readonly string[]): Promise<void> {
  await act(async () => {
    for (const box of boxes(group)) if (box.checked !== values.includes(box.value)) fireEvent.click(box);
  });
}

function editAnswer(changes: Partial<PersonnelEmployee>) {
  return { message: 'Your edit was successful', employee: { ...analyst, ...changes } };
}

describe('edit employee', () => {
  it('sends a switch at once: User enabled off sends hidden=1 and the row shows Disabled', async () => {
    const edit = jest.fn().mockResolvedValue(editAnswer({ hidden: true }));
    renderAdmin({ legacy: { 'POST /customers/editEmployee': edit } });

    const dialog = await openEditor('Ann Analyst');
    const enabled = within(dialog).getByRole('switch', { name: 'User enabled' }) as HTMLInputElement;
    expect(enabled.checked).toBe(true);
    fireEvent.click(enabled);

    expect(await screen.findByText('Your edit was successful')).toBeTruthy();
    expect(edit).toHaveBeenCalledWith({ customer: 2, hidden: 1 });
    await waitFor(() => expect(enabled.checked).toBe(false));
    const row = screen.getByRole('rowheader', { name: /Ann Analyst/ }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Disabled')).toBeTruthy();
  });

  it('sends tracking and political risk visibility as 1 or 0, and keeps the switch on a failure', async () => {
    const edit = jest
      .fn()
      .mockResolvedValueOnce(editAnswer({ isTrackingEnable: true }))
      .mockRejectedValueOnce(new ApiError(400, 'The value must be 1 or 0: politicalriskvisible'));
    renderAdmin({ legacy: { 'POST /customers/editEmployee': edit } });

    const dialog = await openEditor('Ann Analyst');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Tracking' }));
    await waitFor(() => expect((within(dialog).getByRole('switch', { name: 'Tracking' }) as HTMLInputElement).checked).toBe(true));
    expect(edit).toHaveBeenLastCalledWith({ customer: 2, isTrackingEnable: 1 });

    const risk = within(dialog).getByRole('switch', { name: 'Political risk visible' }) as HTMLInputElement;
    fireEvent.click(risk);
    expect((await screen.findByRole('alert')).textContent).toBe('The value must be 1 or 0: politicalriskvisible');
    expect(edit).toHaveBeenLastCalledWith({ customer: 2, politicalriskvisible: 0 });
    expect(risk.checked).toBe(true);
  });

  it("locks the admin's own User enabled switch", async () => {
    renderAdmin();
    const dialog = await openEditor('Ada Admin');
    const enabled = within(dialog).getByRole('switch', { name: 'User enabled' }) as HTMLInputElement;
    expect(enabled.disabled).toBe(true);
    expect(enabled.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('You cannot disable your own account.')).toBeTruthy();
    expect((within(dialog).getByRole('switch', { name: 'Tracking' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('saves permissions and projects together, closes the modal and updates the row', async () => {
    const edit = jest.fn().mockResolvedValue(editAnswer({ permission: ['gpa', 'ops'], building: [{ label: 'Lagos plant', value: 2 }] }));
    renderAdmin({ legacy: { 'POST /customers/editEmployee': edit } });

    const dialog = await openEditor('Ann Analyst');
    const permission = await within(dialog).findByLabelText('Permission');
    expect(ticked(permission)).toEqual(['gpa', 'gpa_detail', 'nat']);
    const project = within(dialog).getByLabelText('Project');
    expect(boxes(project).map((box) => box.closest('label')?.textContent)).toEqual(['Jakarta office', 'Lagos plant', 'Milan HQ']);
    await choose(permission, ['gpa', 'ops']);
    await choose(project, ['2']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(edit).toHaveBeenCalledWith({ customer: 2, permission: 'gpa,ops', building: '2' });
    const row = screen.getByRole('rowheader', { name: /Ann Analyst/ }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Lagos plant')).toBeTruthy();
    expect(within(row).getAllByRole('listitem').map((badge) => badge.textContent)).toEqual(['GPA', 'OPS']);
  });

  it('adds a permission with one plain click, keeping the ones the employee holds', async () => {
    const edit = jest.fn().mockResolvedValue(editAnswer({ permission: ['gpa', 'gpa_detail', 'nat', 'ops'] }));
    renderAdmin({ legacy: { 'POST /customers/editEmployee': edit } });

    const dialog = await openEditor('Ann Analyst');
    const permission = await within(dialog).findByLabelText('Permission');
    await act(async () => {
      fireEvent.click(within(permission).getByRole('checkbox', { name: 'OPS' }));
    });
    expect(ticked(permission).sort()).toEqual(['gpa', 'gpa_detail', 'nat', 'ops']);
    await act(async () => {
      fireEvent.click(within(permission).getByRole('checkbox', { name: 'OPS' }));
    });
    expect(ticked(permission)).toEqual(['gpa', 'gpa_detail', 'nat']);
    await act(async () => {
      fireEvent.click(within(permission).getByRole('checkbox', { name: 'OPS' }));
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(edit).toHaveBeenCalled());
    const sent = edit.mock.calls[0]?.[0] as { permission: string };
    expect(sent.permission.split(',').sort()).toEqual(['gpa', 'gpa_detail', 'nat', 'ops']);
  });

  it('requires a permission before anything is sent', async () => {
    const edit = jest.fn();
    renderAdmin({ legacy: { 'POST /customers/editEmployee': edit } });

    const dialog = await openEditor('Ann Analyst');
    await choose(await within(dialog).findByLabelText('Permission'), []);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Must be compiled');
    expect(edit).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit Ann Analyst' })).toBeTruthy();
  });

  it("shows 'Cannot get buildings' when the projects cannot be loaded, and still edits permissions", async () => {
    const down = new ApiError(500, 'down');
    // The failure is logged for whoever looks at the console, besides the notice: kept out of the test's output.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderAdmin({ legacy: { 'GET /companies/getBuildings': () => Promise.reject(down) } });

      const dialog = await openEditor('Ann Analyst');
      expect((await screen.findByRole('alert')).textContent).toBe('Cannot get buildings');
      expect(await within(dialog).findByLabelText('Permission')).toBeTruthy();
      expect(logged).toHaveBeenCalledWith('Could not load the projects', down);
    } finally {
      logged.mockRestore();
    }
  });
});
