import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { fakeApiClient, renderPluginPage, type FakeApiAnswers } from '../../../tests/support/render-plugin';
import { pluginManifests } from '../../../tests/support/plugin-manifests';
import type { PluginManifest } from '@vigil/core';
import GpsPage from '../web/gps-page';
import { DETAIL, OFFLINE_MAP, trackedPerson } from './gps-fixtures';

// tracking's real manifest: the detail renders its device panel (a view gps uses).
let tracking: PluginManifest;
beforeAll(async () => {
  [tracking] = (await pluginManifests('tracking')) as [PluginManifest];
});

const BUILDINGS = [
  { label: 'Milan office', value: 3 },
  { label: 'Rome site', value: 4 },
];

function renderEditor(edit: jest.Mock, change: FakeApiAnswers = {}): void {
  renderPluginPage(<GpsPage />, {
    plugins: [tracking],
    route: '/Gps/detail/3',
    maps: OFFLINE_MAP,
    legacyApi: fakeApiClient({
      'GET /customers/getEmployeeDetail': DETAIL,
      'GET /tracking/getPersonTrack': { person: trackedPerson({ id: 3 }), positions: [] },
      'GET /companies/getBuildings': BUILDINGS,
      'POST /customers/editEmployee': edit,
      ...change,
    }),
  });
}

async function openEditor(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit user' }));
  return screen.findByRole('dialog', { name: 'Edit user' });
}

describe('the edit-user modal of /Gps/detail', () => {
  it('sends each switch at once: User enabled as the inverse of hidden, tracking and political risk as 1 or 0', async () => {
    const edit = jest.fn().mockResolvedValue({ message: 'Employee updated' });
    renderEditor(edit);
    const dialog = await openEditor();
    const enabled = within(dialog).getByRole('switch', { name: 'User enabled' }) as HTMLInputElement;
    const tracking = within(dialog).getByRole('switch', { name: 'Tracking' }) as HTMLInputElement;
    const risk = within(dialog).getByRole('switch', { name: 'Political risk visible' }) as HTMLInputElement;
    expect([enabled.checked, tracking.checked, risk.checked]).toEqual([true, true, false]);

    fireEvent.click(enabled);
    await waitFor(() => expect(edit).toHaveBeenCalledWith({ customer: '3', hidden: '1' }));
    await waitFor(() => expect(enabled.checked).toBe(false));
    fireEvent.click(tracking);
    await waitFor(() => expect(edit).toHaveBeenLastCalledWith({ customer: '3', isTrackingEnable: '0' }));
    fireEvent.click(risk);
    await waitFor(() => expect(edit).toHaveBeenLastCalledWith({ customer: '3', politicalriskvisible: '1' }));
    expect(edit).toHaveBeenCalledTimes(3);
    // Tracking switched off: the detail's map says so at once.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Tracking map' }).textContent).toContain('no last tracking position'));
  });

  it("keeps a switch as it was and shows the server's message when the change is refused", async () => {
    const edit = jest.fn().mockRejectedValue(new ApiError(403, 'You cannot change this employee'));
    renderEditor(edit);
    const dialog = await openEditor();
    const risk = within(dialog).getByRole('switch', { name: 'Political risk visible' }) as HTMLInputElement;
    fireEvent.click(risk);
    expect(await screen.findByText('You cannot change this employee')).toBeTruthy();
    expect(risk.checked).toBe(false);
  });

  it('saves the permission and project lists by the form, then closes and updates the detail', async () => {
    const edit = jest.fn().mockResolvedValue({ message: 'Employee updated' });
    renderEditor(edit);
    const dialog = await openEditor();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'OPS' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Rome site' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edit).toHaveBeenCalledWith({ customer: '3', permission: 'gps,ops', building: '3,4' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit user' })).toBeNull());
    const user = screen.getByRole('region', { name: 'User data' });
    expect(user.textContent).toContain('GPS, OPS');
    expect(user.textContent).toContain('Milan office, Rome site');
  });

  it('requires a permission before saving', async () => {
    const edit = jest.fn();
    renderEditor(edit);
    const dialog = await openEditor();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'GPS' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be compiled')).toBeTruthy();
    expect(edit).not.toHaveBeenCalled();
  });
});
