import { act, screen, within } from '@testing-library/react';
import { setLanguage, type Params } from '@vigil/web-sdk';
import { fakeAuth, renderPluginPage, TEST_USER } from '../../../tests/support/render-plugin';
import { getPeopleInRiskCountries, RISK_COUNTRIES_PERMISSIONS, SOS_VIEWER_PERMISSIONS, type PersonInRiskCountry } from '../../tracking/contract';
import gps from '../manifest';
import RiskCountriesBlock from '../web/risk-countries-block';

/** Issue 24: an operator's dashboard says who is in a country at high or extreme risk now, and as plainly that nobody is. */
const PERSON = (id: number, name: string, surname: string, iso2: string, country: string, level: PersonInRiskCountry['level']): PersonInRiskCountry => ({
  id, name, surname, iso2, country, level, since: '2026-11-27T06:00:00.000Z',
});
const PEOPLE = [PERSON(4, 'Zoe', 'Zeta', 'AF', 'Afghanistan', 'extreme'), PERSON(2, 'Ada', 'Alpha', 'CH', 'Switzerland', 'high')];

function answering(people: PersonInRiskCountry[], total = people.length) {
  const get = jest.fn(async (path: string, _params?: Params): Promise<never> => {
    if (path === getPeopleInRiskCountries.path) return { people, total, capped: total > people.length } as never;
    throw new Error(`unexpected ${path}`);
  });
  return { get, post: get };
}

afterEach(async () => {
  await setLanguage('en');
});

test('counts and lists who is where, the level in words, each name linked to their GPS detail', async () => {
  renderPluginPage(<RiskCountriesBlock />, { legacyApi: answering(PEOPLE) });
  const block = screen.getByRole('region', { name: 'People in high or extreme risk countries' });
  expect(await within(block).findByText('2 people are in a high or extreme risk country now.')).toBeTruthy();
  const items = within(block).getAllByRole('listitem');
  expect(items.map((item) => item.textContent?.replace(/ since .*/, ''))).toEqual(['Zoe Zeta: Afghanistan, extreme risk', 'Ada Alpha: Switzerland, high risk']);
  expect(items[0]?.textContent).toMatch(/since .*27 Nov 2026/);
  expect(within(block).getByRole('link', { name: 'Zoe Zeta' }).getAttribute('href')).toBe('/Gps/detail/4');
  expect(within(block).getByRole('link', { name: 'GPS tracking' }).getAttribute('href')).toBe('/Gps');
});

test('says plainly that nobody is in such a country', async () => {
  renderPluginPage(<RiskCountriesBlock />, { legacyApi: answering([]) });
  expect(await screen.findByText('Nobody is in a high or extreme risk country now.')).toBeTruthy();
  expect(screen.queryByRole('list')).toBeNull();
});

test('says when the list holds only the first of them', async () => {
  renderPluginPage(<RiskCountriesBlock />, { legacyApi: answering(PEOPLE, 140) });
  expect(await screen.findByText('140 people are in a high or extreme risk country now.')).toBeTruthy();
  expect(screen.getByText('The first 2 of them, extreme risk first:')).toBeTruthy();
});

test('a tra user reads the names without a link to the GPS screens they may not open', async () => {
  renderPluginPage(<RiskCountriesBlock />, { legacyApi: answering(PEOPLE), auth: fakeAuth({ ...TEST_USER, permission: ['tra'] }) });
  const block = screen.getByRole('region', { name: 'People in high or extreme risk countries' });
  expect(await within(block).findByText('Zoe Zeta')).toBeTruthy();
  expect(within(block).queryAllByRole('link')).toEqual([]);
});

test('in Italian: the texts, the country names and the levels', async () => {
  await act(async () => {
    await setLanguage('it');
  });
  renderPluginPage(<RiskCountriesBlock />, { legacyApi: answering(PEOPLE.slice(1)) });
  const block = await screen.findByRole('region', { name: 'Persone in paesi a rischio alto o estremo' });
  expect(await within(block).findByText('1 persona si trova ora in un paese a rischio alto o estremo.')).toBeTruthy();
  expect(within(block).getByRole('listitem').textContent).toMatch(/^Ada Alpha: Svizzera, rischio alto dal /);
});

test('shows a failed load with Retry in the block', async () => {
  renderPluginPage(<RiskCountriesBlock />, { legacyApi: { get: jest.fn().mockRejectedValue(new Error('Tracking is down')) } });
  expect(await screen.findByText('Tracking is down')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
});

test('the manifest offers the block after the SOS block, to the GPS operators and tra users', async () => {
  const blocks = gps.dashboardBlocks ?? [];
  expect(blocks.map((block) => [block.allowed, block.order])).toEqual([[SOS_VIEWER_PERMISSIONS, 10], [RISK_COUNTRIES_PERMISSIONS, 15]]);
  expect((await blocks[1]?.view())?.default).toBe(RiskCountriesBlock);
});
