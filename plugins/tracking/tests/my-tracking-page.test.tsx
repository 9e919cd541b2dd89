import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApiClient, renderPluginPage, type FakeApiAnswers } from '../../../tests/support/render-plugin';
import MyTrackingPage from '../web/my-tracking-page';

const MINE = {
  tracking: true,
  paused: false,
  interval_seconds: 60,
  retention_days: 30,
  last_fix: { lat: 45.46, lng: 9.19, fix_time: '2026-11-20T10:20:00.000Z' },
  sos: null,
  views: [{ viewer: 'Ada Admin', viewed_at: '2026-11-21T08:00:00.000Z' }],
};
const DEVICE = { id: 4, app: 'traccar', label: 'Work phone', created_at: '2026-11-19T09:00:00.000Z', last_seen_at: null, revoked: false };
const SETUP = {
  app: 'traccar',
  url: 'http://127.0.0.1:8080/api/tracking/traccar',
  identifier: 'secret-identifier-shown-once',
  password: null,
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  steps: ['setup.traccar.1', 'setup.traccar.2', 'setup.traccar.3'],
};

function renderPage(legacy: FakeApiAnswers): void {
  renderPluginPage(<MyTrackingPage />, { route: '/Tracking', legacyApi: fakeApiClient(legacy) });
}

describe('MyTrackingPage', () => {
  it("shows the person's tracking state, the latest fix, the retention and who looked", async () => {
    renderPage({ 'GET /tracking/getMyTracking': MINE, 'GET /tracking/getDevices': { devices: [DEVICE] } });

    expect(await screen.findByText('Tracking is on: your company sees your latest position while you are not paused.')).toBeTruthy();
    expect(screen.getByText('Latest position received: Fri, 20 Nov 2026, 10:20')).toBeTruthy();
    expect(screen.getByText('Positions are deleted after 30 days.')).toBeTruthy();
    const views = screen.getByRole('region', { name: 'Who looked at your position' });
    expect(within(views).getAllByRole('row').map((row) => row.textContent)).toEqual(['WhoWhen', 'Ada AdminSat, 21 Nov 2026, 08:00']);
    const devices = await screen.findByRole('list', { name: 'Devices' });
    expect(devices.textContent).toContain('Work phone · Traccar Client');
    expect(devices.textContent).toContain('nothing received yet');
  });

  it('pauses tracking and reloads the state', async () => {
    const setPaused = jest.fn().mockResolvedValue({ message: 'ok' });
    const mine = jest.fn().mockResolvedValueOnce(MINE).mockResolvedValueOnce({ ...MINE, paused: true });
    renderPage({ 'GET /tracking/getMyTracking': mine, 'POST /tracking/setPaused': setPaused, 'GET /tracking/getDevices': { devices: [] } });

    fireEvent.click(await screen.findByRole('button', { name: 'Pause tracking' }));
    expect(await screen.findByText(/Tracking is paused: no position of yours is kept/)).toBeTruthy();
    expect(setPaused).toHaveBeenCalledWith(expect.objectContaining({ paused: '1' }));
    expect(screen.getByRole('button', { name: 'Resume tracking' })).toBeTruthy();
  });

  it('says tracking is off when the company has not switched it on, and offers no pause', async () => {
    renderPage({ 'GET /tracking/getMyTracking': { ...MINE, tracking: false, last_fix: null, views: [] }, 'GET /tracking/getDevices': { devices: [] } });
    expect(await screen.findByText(/has not switched tracking on for you/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pause tracking' })).toBeNull();
    expect(screen.getByText('No position received yet.')).toBeTruthy();
    expect(screen.getByText('Nobody has looked at your position.')).toBeTruthy();
  });

  it('pairs a device and shows its setup once, with the steps in words', async () => {
    const pair = jest.fn().mockResolvedValue({ device: DEVICE, setup: SETUP });
    renderPage({ 'GET /tracking/getMyTracking': MINE, 'GET /tracking/getDevices': { devices: [] }, 'POST /tracking/pairDevice': pair });

    const form = await screen.findByRole('form', { name: 'Pair a device' });
    fireEvent.change(within(form).getByRole('combobox'), { target: { value: 'traccar' } });
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: 'Work phone' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Pair a device' }));

    const setup = await screen.findByRole('region', { name: 'Set up Traccar Client' });
    expect(pair).toHaveBeenCalledWith(expect.objectContaining({ app: 'traccar', label: 'Work phone' }));
    expect(within(setup).getByTestId('setup-identifier').textContent).toBe('secret-identifier-shown-once');
    expect(within(setup).getByRole('img', { name: 'QR code of the address' })).toBeTruthy();
    expect(within(setup).getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Install Traccar Client and open it.',
      'Set the device identifier above, and the address above as the server URL.',
      'Set the location accuracy to high, then switch the service status on.',
    ]);
    fireEvent.click(within(setup).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Set up Traccar Client' })).toBeNull());
  });
});
