import { fireEvent, screen, within } from '@testing-library/react';
import type { PluginManifest } from '@vigil/core';
import { fakeApiClient, fakeAuth, renderPluginPage, TEST_USER, type FakeApiAnswers } from '../../../tests/support/render-plugin';
import { pluginManifests } from '../../../tests/support/plugin-manifests';
import GpsPage from '../web/gps-page';
import { DETAIL, OFFLINE_MAP, TRACK_POINT, trackedPerson } from './gps-fixtures';

// The real manifests: gps' detail shows tracking's device panel, and reads docs' contract where docs is installed.
let tracking: PluginManifest;
let docs: PluginManifest;
beforeAll(async () => {
  [tracking, docs] = (await pluginManifests('tracking', 'docs')) as [PluginManifest, PluginManifest];
});

const TRACK = { person: trackedPerson({ id: 3 }), positions: [TRACK_POINT], fenceEvents: [] };

function renderDetail(history: FakeApiAnswers[string]): void {
  renderPluginPage(<GpsPage />, {
    plugins: [tracking, docs],
    route: '/Gps/detail/3',
    legacyApi: fakeApiClient({ 'GET /customers/getEmployeeDetail': DETAIL, 'GET /tracking/getPersonTrack': TRACK, 'GET /docs/getUserHistory': history }),
    maps: OFFLINE_MAP,
    auth: fakeAuth({ ...TEST_USER, permission: ['admin'] }),
    navigation: { path: '/Gps/detail/3', navigate: jest.fn() },
  });
}

async function openHistory(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Messages and documents' }));
  const side = screen.getByRole('complementary', { name: 'Messages and documents' });
  fireEvent.click(await within(side).findByRole('tab', { name: 'Document history (2)' }));
  return within(side).getByRole('tabpanel');
}

describe("the GPS detail's Document history tab", () => {
  it('lists the documents the person opened, with the count and the day, where docs is installed', async () => {
    renderDetail({
      count: 2,
      history: [
        { id: 8, doc: 4, title: 'Evacuation procedure - Milan office', section: 'ops', date: '2026-11-28' },
        { id: 5, doc: 2, title: 'Fire drill', section: 'ops', date: '2026-11-20' },
      ],
    });
    const panel = await openHistory();
    expect(within(panel).getByRole('table').querySelector('caption')?.textContent).toBe('2 documents opened');
    const rows = within(panel).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Evacuation procedure - Milan office28 Nov 2026', 'Fire drill20 Nov 2026']);
  });

  it("says 'no history' when the person opened nothing", async () => {
    renderDetail({ count: 0, history: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Messages and documents' }));
    const side = screen.getByRole('complementary', { name: 'Messages and documents' });
    fireEvent.click(await within(side).findByRole('tab', { name: 'Document history (0)' }));
    expect(within(side).getByRole('tabpanel').textContent).toBe('no history');
  });
});
