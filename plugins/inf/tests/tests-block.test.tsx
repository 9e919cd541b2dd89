import { screen, within } from '@testing-library/react';
import { renderPluginPage } from '../../../tests/support/render-plugin';
import type { InductionCountry } from '../contract';
import { INF_PERMISSIONS } from '../contract/rules';
import inf from '../manifest';
import TestsBlock from '../web/tests-block';
import { testsToPass } from '../web/tests-to-pass';

/** Issue 24: the dashboard opens on the knowledge tests the person still has to pass, failed ones first. */
const country = (country_id: number, name: string, state: InductionCountry['state']): InductionCountry => ({ country_id, quiz_id: 100 + country_id, name, state });

const COUNTRIES = [
  country(1, 'Italy', 'passed'),
  country(2, 'France', 'not_started'),
  country(3, 'Spain', 'failed'),
  country(4, 'Austria', 'not_started'),
  country(5, 'Chile', 'exempt'),
];

test('keeps the failed tests first, then those not taken, each group by name; passed and exempt ones are done', () => {
  expect(testsToPass(COUNTRIES, (a, b) => a.localeCompare(b)).map((each) => each.name)).toEqual(['Spain', 'Austria', 'France']);
});

const overview = (countries: InductionCountry[]) => ({ get: jest.fn().mockResolvedValue({ video: null, countries }) });

test('counts the tests to pass and links each to its country, saying which to take again', async () => {
  renderPluginPage(<TestsBlock />, { legacyApi: overview(COUNTRIES) });
  const block = screen.getByRole('region', { name: 'Knowledge tests to pass' });
  expect(await within(block).findByText('You have 3 tests to pass.')).toBeTruthy();
  expect(within(block).getByRole('link', { name: 'Spain: failed, take it again' }).getAttribute('href')).toBe('/Inf/detail/3');
  expect(within(block).getByRole('link', { name: 'Austria: not taken yet' }).getAttribute('href')).toBe('/Inf/detail/4');
  expect(within(block).getByRole('link', { name: 'All e-learning' }).getAttribute('href')).toBe('/Inf');
});

test('names five tests at most, and says when every test is passed', async () => {
  const many = Array.from({ length: 8 }, (_, index) => country(index + 1, `Country ${index + 1}`, 'not_started'));
  const { unmount } = renderPluginPage(<TestsBlock />, { legacyApi: overview(many) });
  expect(await screen.findByText('You have 8 tests to pass.')).toBeTruthy();
  expect(screen.getAllByRole('link', { name: /not taken yet/ })).toHaveLength(5);
  unmount();
  renderPluginPage(<TestsBlock />, { legacyApi: overview([country(1, 'Italy', 'passed')]) });
  expect(await screen.findByText('You have passed every knowledge test.')).toBeTruthy();
});

test("the manifest offers the block to e-learning's users", async () => {
  expect(inf.dashboardBlocks?.map((block) => block.allowed)).toEqual([INF_PERMISSIONS]);
  expect((await inf.dashboardBlocks?.[0]?.view())?.default).toBe(TestsBlock);
});
