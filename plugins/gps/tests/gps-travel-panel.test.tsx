import { screen, waitFor, within } from '@testing-library/react';
import type { PluginManifest } from '@vigil/core';
import { ApiError } from '@vigil/web-sdk';
import { fakeApiClient, fakeAuth, renderPluginPage, TEST_USER } from '../../../tests/support/render-plugin';
import { pluginManifests } from '../../../tests/support/plugin-manifests';
import type { TravelDetailAnswer } from '../../tra/contract';
import GpsPage from '../web/gps-page';
import { DETAIL, OFFLINE_MAP, TRACK_POINT, trackedPerson } from './gps-fixtures';

// The real manifests: the detail shows tracking's device panel, and reads tra's contract where tra is installed.
let tracking: PluginManifest;
let tra: PluginManifest;
beforeAll(async () => {
  [tracking, tra] = (await pluginManifests('tracking', 'tra')) as [PluginManifest, PluginManifest];
});

const TRACK = { person: trackedPerson({ id: 3 }), positions: [TRACK_POINT], fenceEvents: [] };

const TRAVEL: TravelDetailAnswer = {
  travel: {
    id: 5,
    travel_name: 'Site visit, Lagos',
    start_date: '2026-11-20',
    end_date: '2026-12-04',
    countries: [
      { name: 'Nigeria', cities: [{ city: 'Lagos' }, { city: 'Abuja' }] },
      { name: 'Ghana', cities: [] },
    ],
    reference_name: 'Marta Bianchi',
    reference_email: 'marta@example.test',
    reference_phone: '+39 02 1234',
    approved: false,
  },
};

function renderDetail(travel: TravelDetailAnswer | Error, options: { installed?: boolean; tracking?: boolean } = {}): jest.Mock {
  const answer = jest.fn(() => {
    if (travel instanceof Error) throw travel;
    return travel;
  });
  renderPluginPage(<GpsPage />, {
    plugins: options.installed === false ? [tracking] : [tracking, tra],
    route: '/Gps/detail/3',
    legacyApi: fakeApiClient({
      'GET /customers/getEmployeeDetail': { ...DETAIL, isTrackingEnable: options.tracking ?? true },
      'GET /tracking/getPersonTrack': TRACK,
      'GET /travels/getTravelDetail': answer,
    }),
    maps: OFFLINE_MAP,
    auth: fakeAuth({ ...TEST_USER, permission: ['gps'] }),
    navigation: { path: '/Gps/detail/3', navigate: jest.fn() },
  });
  return answer;
}

describe("the GPS detail's Travel panel", () => {
  it("shows the person's travel: name, dates, countries with their cities, the reference contact and No while it waits", async () => {
    const answer = renderDetail(TRAVEL);
    const panel = await screen.findByRole('region', { name: 'Travel' });
    expect(await within(panel).findByText('Site visit, Lagos')).toBeTruthy();
    expect(within(panel).getByText('20 Nov 2026 – 04 Dec 2026')).toBeTruthy();
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Nigeria: Lagos, Abuja', 'Ghana']);
    expect(within(panel).getByText('Marta Bianchi · marta@example.test · +39 02 1234')).toBeTruthy();
    expect(within(panel).getByText('No')).toBeTruthy();
    expect(answer).toHaveBeenCalledWith({ employee: '3' });
  });

  it("says 'No travel' when the person has none", async () => {
    renderDetail({ travel: null });
    const panel = await screen.findByRole('region', { name: 'Travel' });
    expect(await within(panel).findByText('No travel')).toBeTruthy();
  });

  it('only logs a failed load (spec part 2 §8): no notice, no Retry', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDetail(new ApiError(500, 'Internal error'));
    const panel = await screen.findByRole('region', { name: 'Travel' });
    await waitFor(() => expect(panel.textContent).toBe('Travel—'));
    expect(within(panel).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(logged).toHaveBeenCalledWith('The travel of the GPS detail could not be loaded', expect.any(ApiError));
    logged.mockRestore();
  });

  it('is not shown while tracking is off', async () => {
    const off = renderDetail(TRAVEL, { tracking: false });
    await screen.findByRole('region', { name: 'Logs' });
    expect(screen.queryByRole('region', { name: 'Travel' })).toBeNull();
    expect(off).not.toHaveBeenCalled();
  });

  it('is not shown where the travel module is not installed', async () => {
    const missing = renderDetail(TRAVEL, { installed: false });
    await screen.findByRole('region', { name: 'Logs' });
    expect(screen.queryByRole('region', { name: 'Travel' })).toBeNull();
    expect(missing).not.toHaveBeenCalled();
  });
});
