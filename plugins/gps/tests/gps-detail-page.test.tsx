import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { fakeApiClient, fakeAuth, renderPluginPage, TEST_USER, type FakeApiAnswers } from '../../../tests/support/render-plugin';
import { pluginManifests } from '../../../tests/support/plugin-manifests';
import type { PluginManifest } from '@vigil/core';
import GpsPage from '../web/gps-page';
import { DETAIL, OFFLINE_MAP, TRACK_POINT, trackedPerson } from './gps-fixtures';

// tracking's real manifest: the detail renders its device panel (a view gps uses).
let tracking: PluginManifest;
beforeAll(async () => {
  [tracking] = (await pluginManifests('tracking')) as [PluginManifest];
});

const TRACK = {
  person: trackedPerson({ id: 3, status: 'sos', sos: { id: 9, raised_at: '2026-11-27T08:00:00.000Z' } }),
  positions: [TRACK_POINT],
  fenceEvents: [
    { id: 2, kind: 'exit' as const, fence: 'Milan plant', fix_time: '2026-11-27T10:30:00.000Z', position_id: 41 },
    { id: 1, kind: 'entry' as const, fence: 'Milan plant', fix_time: '2026-11-27T10:00:00.000Z', position_id: 40 },
  ],
};

function answers(change: FakeApiAnswers = {}): FakeApiAnswers {
  return { 'GET /customers/getEmployeeDetail': DETAIL, 'GET /tracking/getPersonTrack': TRACK, ...change };
}

function renderDetail(legacy: FakeApiAnswers, permission: string[] = ['admin']): { navigate: jest.Mock } {
  const navigate = jest.fn();
  renderPluginPage(<GpsPage />, {
    plugins: [tracking],
    route: '/Gps/detail/3',
    legacyApi: fakeApiClient(legacy),
    maps: OFFLINE_MAP,
    auth: fakeAuth({ ...TEST_USER, permission }),
    navigation: { path: '/Gps/detail/3', navigate },
  });
  return { navigate };
}

describe('/Gps/detail/{employee}', () => {
  it("shows the breadcrumb, the user data with the username cut at 15, the logs in km/h and the tracking map", async () => {
    const employee = jest.fn().mockReturnValue(DETAIL);
    renderDetail(answers({ 'GET /customers/getEmployeeDetail': employee }));
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'GPS Tracking' }).getAttribute('href')).toBe('/Gps');
    expect(crumbs.textContent).toBe('GPS Tracking › Carla Rossi');
    expect(employee).toHaveBeenCalledWith({ employee: '3' });

    const user = screen.getByRole('region', { name: 'User data' });
    expect(within(user).getByText('carla.rossi.wit…').getAttribute('title')).toBe('carla.rossi.with.a.very.long.name');
    expect(user.textContent).toContain('E-7');
    expect(within(user).getByText('SOS')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Travel' })).toBeNull();

    const rows = within(screen.getByRole('region', { name: 'Logs' })).getAllByRole('row');
    expect(Array.from(rows[1]!.children).map((cell) => cell.textContent)).toEqual([
      'Fri, 27 Nov 2026, 11:00',
      '45.46421, 9.19012',
      '36.0',
      '12',
      '76',
      'osmand',
    ]);
    const fences = screen.getByRole('region', { name: 'Geofence entries and exits' });
    expect(within(fences).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Left Milan plant Fri, 27 Nov 2026, 10:30',
      'Entered Milan plant Fri, 27 Nov 2026, 10:00',
    ]);
    const map = screen.getByRole('region', { name: 'Tracking map' });
    expect(await within(map).findByRole('group', { name: 'Tracking map' })).toBeTruthy();
  });

  it("says 'no last tracking position' when tracking is off", async () => {
    renderDetail(answers({ 'GET /customers/getEmployeeDetail': { ...DETAIL, isTrackingEnable: false } }));
    const map = await screen.findByRole('region', { name: 'Tracking map' });
    expect(map.textContent).toContain('no last tracking position');
  });

  it('shows no logs and no position when tracking has no track for the person', async () => {
    renderDetail(answers({ 'GET /tracking/getPersonTrack': () => Promise.reject(new ApiError(404, 'Not found')) }));
    expect((await screen.findByRole('region', { name: 'Tracking map' })).textContent).toContain('no last tracking position');
    expect(screen.getByRole('region', { name: 'Logs' }).textContent).toContain('not found');
  });

  it('opens the side panel of messages, read and unread, and the document history with no history', async () => {
    renderDetail(answers());
    fireEvent.click(await screen.findByRole('button', { name: 'Messages and documents' }));
    const side = screen.getByRole('complementary', { name: 'Messages and documents' });
    const tabs = within(side).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Messages (2)', 'Document history (0)']);
    const messages = within(side).getAllByRole('listitem');
    expect(within(messages[0]!).getByRole('img', { name: 'Read' })).toBeTruthy();
    expect(within(messages[1]!).getByRole('img', { name: 'Unread' })).toBeTruthy();
    expect(messages[1]!.textContent).toContain('Stay indoors tonight');
    fireEvent.click(tabs[1]!);
    // Without the documents module installed here, the tab says why it is empty.
    expect((await within(side).findByRole('tabpanel')).textContent).toBe('Documents are not installed here: there is no document history.');
  });

  it('gives a gps operator who is not an admin neither the mail icon nor the edit icon', async () => {
    renderDetail(answers(), ['gps']);
    expect(await screen.findByRole('region', { name: 'User data' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Messages and documents' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit user' })).toBeNull();
  });

  it("goes to /Tracking with the server's message when the detail fails", async () => {
    const { navigate } = renderDetail(answers({ 'GET /customers/getEmployeeDetail': () => Promise.reject(new ApiError(404, 'Employee not found')) }));
    expect(await screen.findByText('Employee not found')).toBeTruthy();
    expect(navigate).toHaveBeenCalledWith('/Tracking');
  });
});

describe('the devices of /Gps/detail/{employee}', () => {
  it("lets the operator pair a device for the person, with tracking's own panel", async () => {
    const devices = jest.fn().mockReturnValue({ devices: [] });
    const pair = jest.fn().mockReturnValue({
      device: { id: 5, app: 'osmand', label: 'Work phone', created_at: '2026-11-27T08:00:00.000Z', last_seen_at: null, revoked: false },
      setup: { app: 'osmand', url: 'https://vigil.example/api/tracking/osmand?id=s3cret&lat={0}', identifier: null, password: null, qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>', steps: ['setup.osmand.1'] },
    });
    renderDetail(answers({ 'GET /tracking/getDevices': devices, 'POST /tracking/pairDevice': pair }));
    const form = await screen.findByRole('form', { name: 'Pair a device' });
    expect(devices).toHaveBeenCalledWith({ employee: '3' });
    fireEvent.change(within(form).getByRole('combobox'), { target: { value: 'osmand' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Pair a device' }));
    const setup = await screen.findByRole('region', { name: 'Set up OsmAnd' });
    expect(pair).toHaveBeenCalledWith(expect.objectContaining({ employee: '3', app: 'osmand' }));
    expect(within(setup).getByTestId('setup-url').textContent).toContain('id=s3cret');
  });
});
