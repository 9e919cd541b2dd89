import { screen, within } from '@testing-library/react';
import type { MonitoredCountry } from '@vigil/core';
import type { Params } from '@vigil/web-sdk';
import { renderPluginPage } from '../../../tests/support/render-plugin';
import type { NewsAlertItem } from '../contract';
import { NAT_PERMISSIONS } from '../contract/permissions';
import nat from '../manifest';
import NewsBlock from '../web/news-block';
import { monitoredAsWatched, recentWatchedAlerts } from '../web/watched-news';

/** Issue 24: the dashboard opens on the recent alerts in the countries a person watches, at the levels they chose. */
const NOW = new Date('2026-11-28T10:00:00.000Z');
const daysAgo = (days: number): string => new Date(NOW.getTime() - days * 86_400_000).toISOString();

function alert(id: number, countryID: number, level: NewsAlertItem['alert_level'], created: string): NewsAlertItem {
  return {
    id, countryID, alert_level: level, creation_date: created, country: countryID === 1 ? 'Italy' : 'France', title: `Alert ${id}`,
    image: null, zoneName: 'Europe', zone: 1, subtitle: '', description: '', flag: '', icon: '', risk_icon: '', risk_name: 'Crime', categoryID: 1, demo: true,
  };
}

const MONITORED: MonitoredCountry[] = [
  { id: 1, name: 'Italy', iso2: 'IT', level_alert: ['high', 'extreme'] },
  { id: 2, name: 'France', iso2: 'FR', level_alert: ['medium'] },
];

test('keeps the alerts of the last seven days in the watched countries at their chosen levels, newest first', () => {
  const alerts = [
    alert(1, 1, 'high', daysAgo(1)),
    alert(2, 1, 'low', daysAgo(1)), // a level Italy does not alert on
    alert(3, 2, 'medium', daysAgo(3)),
    alert(4, 2, 'medium', daysAgo(8)), // too old
    alert(5, 3, 'extreme', daysAgo(1)), // a country nobody watches
    alert(6, 1, 'extreme', daysAgo(0.5)),
    alert(6, 1, 'extreme', daysAgo(0.5)), // the same alert twice
  ];
  expect(recentWatchedAlerts(monitoredAsWatched(MONITORED), alerts, NOW).map((each) => each.id)).toEqual([6, 1, 3]);
  // A travel's country (when travels join) counts at every level, even where it is monitored at some.
  const travel = { id: 2, iso2: 'FR', name: 'France', levels: null, reason: 'travel' as const };
  expect(recentWatchedAlerts([...monitoredAsWatched(MONITORED), travel], [alert(7, 2, 'low', daysAgo(2))], NOW).map((each) => each.id)).toEqual([7]);
});

function answers(monitored: MonitoredCountry[], lists: Record<string, NewsAlertItem[]>) {
  const get = jest.fn(async (path: string, params?: Params): Promise<never> => {
    if (path === '/customers/getHighlightedCountries') return monitored as never;
    if (path === '/news/getList') return (lists[String(params?.country)] ?? []) as never;
    throw new Error(`unexpected ${path}`);
  });
  return { get, post: get };
}

test('lists the recent alerts with their country and level, each linked to its detail on /Nat', async () => {
  const legacyApi = answers(MONITORED, { '1': [alert(11, 1, 'extreme', new Date().toISOString())], '2': [] });
  renderPluginPage(<NewsBlock />, { legacyApi });
  const block = screen.getByRole('region', { name: 'News in your countries' });
  const link = await within(block).findByRole('link', { name: 'Italy, extreme: Alert 11' });
  expect(link.getAttribute('href')).toBe('/Nat?country=1&alert=11');
  expect(within(block).getByText('Alerts of the last 7 days in the countries you monitor, at the levels you chose.')).toBeTruthy();
  expect(within(block).getByRole('link', { name: 'All news alerts' }).getAttribute('href')).toBe('/Nat');
  // One call per watched country, its newest few.
  expect(legacyApi.get.mock.calls.filter(([path]) => path === '/news/getList').map(([, params]) => params?.country)).toEqual(['1', '2']);
});

test('says when nothing came at the chosen levels, and when no country is watched yet', async () => {
  const { unmount } = renderPluginPage(<NewsBlock />, { legacyApi: answers(MONITORED, {}) });
  expect(await screen.findByText('No alerts at your levels in the last 7 days.')).toBeTruthy();
  unmount();
  renderPluginPage(<NewsBlock />, { legacyApi: answers([], {}) });
  expect(await screen.findByText('You monitor no countries yet: choose them in your account, under Countries.')).toBeTruthy();
});

test('shows a failed load with Retry in the block', async () => {
  renderPluginPage(<NewsBlock />, { legacyApi: { get: jest.fn().mockRejectedValue(new Error('News are down')) } });
  expect(await screen.findByText('News are down')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
});

test("the manifest offers the block to the news alerts' users", async () => {
  expect(nat.dashboardBlocks?.map((block) => block.allowed)).toEqual([NAT_PERMISSIONS]);
  expect((await nat.dashboardBlocks?.[0]?.view())?.default).toBe(NewsBlock);
});
