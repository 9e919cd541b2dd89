import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApiClient, fakeAuth, renderPluginPage, TEST_USER, type FakeApiAnswers } from '../../../tests/support/render-plugin';
import { pluginManifests } from '../../../tests/support/plugin-manifests';
import type { PluginManifest } from '@vigil/core';
import GpsPage from '../web/gps-page';
import { DETAIL, OFFLINE_MAP, PEOPLE, trackedPerson } from './gps-fixtures';

// tracking's real manifest: the detail renders its device panel (a view gps uses).
let tracking: PluginManifest;
beforeAll(async () => {
  [tracking] = (await pluginManifests('tracking')) as [PluginManifest];
});

const SOS = { id: 9, raised_at: '2026-11-27T08:00:00.000Z' };

function renderGps(route: string, legacy: FakeApiAnswers, permission: string[] = ['admin']): void {
  renderPluginPage(<GpsPage />, {
    plugins: [tracking], route, legacyApi: fakeApiClient(legacy), maps: OFFLINE_MAP, auth: fakeAuth({ ...TEST_USER, permission }) });
}

describe('the open SOS of /Gps/detail', () => {
  it('shows it first with its time, and closing it needs a note, calls closeSos and reads the status again', async () => {
    const close = jest.fn().mockResolvedValue({ message: 'SOS closed' });
    const track = jest
      .fn()
      .mockReturnValueOnce({ person: trackedPerson({ id: 3, status: 'sos', sos: SOS }), positions: [] })
      .mockReturnValue({ person: trackedPerson({ id: 3 }), positions: [] });
    // A gps operator who is not an admin closes SOSs too: the screens are theirs.
    renderGps('/Gps/detail/3', { 'GET /customers/getEmployeeDetail': DETAIL, 'GET /tracking/getPersonTrack': track, 'POST /tracking/closeSos': close }, ['gps']);
    await screen.findByRole('group', { name: 'Tracking map' });
    const sos = await screen.findByRole('alert', { name: 'SOS' });
    expect(sos.textContent).toContain('SOS raised on Fri, 27 Nov 2026, 08:00');
    fireEvent.click(within(sos).getByRole('button', { name: 'Close SOS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the SOS' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the SOS' }));
    const note = within(dialog).getByLabelText('Note (what was done, why it is closed)');
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.textContent).toContain('Must be compiled');
    expect(close).not.toHaveBeenCalled();

    fireEvent.change(note, { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the SOS' }));
    expect(await within(dialog).findByText('The note is at most 1000 characters')).toBeTruthy();
    expect(close).not.toHaveBeenCalled();

    fireEvent.change(note, { target: { value: ' Called her: safe, pressed by mistake. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the SOS' }));
    await waitFor(() => expect(close).toHaveBeenCalledWith({ sos: '9', note: 'Called her: safe, pressed by mistake.' }));
    expect(await screen.findByText('SOS closed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'SOS' })).toBeNull());
    expect(track).toHaveBeenCalledTimes(2);
  });
});

describe('the tracking settings of /Gps', () => {
  it('opens from the gear for an admin, says Unreachable is three intervals, checks the ranges and saves', async () => {
    const save = jest.fn().mockResolvedValue({ interval_seconds: 120, retention_days: 7, message: 'Tracking settings saved' });
    renderGps('/Gps', { 'GET /companies/getEmployeesOnTracking': PEOPLE, 'GET /tracking/getSettings': { interval_seconds: 60, retention_days: 30 }, 'POST /tracking/saveSettings': save });
    await screen.findByRole('group', { name: 'Map of the people on tracking' });
    fireEvent.click(await screen.findByRole('button', { name: 'Tracking settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tracking settings' });
    const interval = (await within(dialog).findByLabelText('Tracking interval (seconds, 10–3600)')) as HTMLInputElement;
    const retention = within(dialog).getByLabelText('Keep positions for (days, 1–365)') as HTMLInputElement;
    expect([interval.value, retention.value]).toEqual(['60', '30']);
    expect(dialog.textContent).toContain('Unreachable after 3 intervals');

    fireEvent.change(interval, { target: { value: '5' } });
    fireEvent.change(retention, { target: { value: '400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The tracking interval must be a whole number of seconds from 10 to 3600')).toBeTruthy();
    fireEvent.blur(retention);
    expect(await within(dialog).findByText('The retention must be a whole number of days from 1 to 365')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(interval, { target: { value: '120' } });
    fireEvent.change(retention, { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ interval_seconds: '120', retention_days: '7' }));
    expect(await screen.findByText('Tracking settings saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tracking settings' })).toBeNull());
  });

  it('is not offered to a gps operator who is not an admin', async () => {
    renderGps('/Gps', { 'GET /companies/getEmployeesOnTracking': PEOPLE }, ['gps']);
    expect(await screen.findByRole('group', { name: 'Map of the people on tracking' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tracking settings' })).toBeNull();
  });
});
