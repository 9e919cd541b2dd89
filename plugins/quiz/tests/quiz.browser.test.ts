import type { Locator } from 'playwright-core';
import { PERMISSION_WARNING, SUCCESS_MESSAGES } from '@vigil/core';
import { openUserMenu, signInToDashboard } from '../../../tests/support/browser-app';
import { browserSuite } from '../../../tests/support/browser-suite';
import { openWithToken } from '../../../tests/support/open-with-token';

/** Knowledge Evaluation Test (/Quiz) in real Chromium against the reference server and its demo data, admin only. */

// Each test signs in and walks a suite.page or two; beside other browser suites the default 30 s is tight.
jest.setTimeout(60_000);

const suite = browserSuite({ stepTimeoutMs: 10_000 });

/** Waits for the toast and clicks it away, as a person would, so the next one is not mistaken for it. */
async function toast(message: string): Promise<void> {
  const button = suite.page.getByRole('button', { name: message, exact: true });
  await button.waitFor();
  await button.click();
}

function bodyRows(table: Locator): Locator {
  return table.locator('tbody tr');
}

async function chosen(group: Locator): Promise<string[]> {
  return group.locator('input[type="checkbox"]:checked').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
}

it('excludes a user from tests, shows them in the opened excluded list, removes them, and shows the results and the logs', async () => {
  await signInToDashboard(suite.page, suite.app.server.url, 'admin', 'Vigil-admin-1');
  const menu = await openUserMenu(suite.page);
  await menu.getByRole('link', { name: 'Knowledge Evaluation Test', exact: true }).click();
  await suite.page.waitForURL(`${suite.app.server.url}/Quiz`);
  await suite.page.getByRole('heading', { level: 2, name: 'EXCLUDE USERS FROM KNOWLEDGE EVALUATION TEST' }).waitFor();

  const users = suite.page.getByRole('group', { name: 'Users', exact: true });
  const tests = suite.page.getByRole('group', { name: 'Knowledge Evaluation Tests', exact: true });
  await users.getByRole('checkbox', { name: 'Vera Visitor', exact: true }).click();
  // A plain click ticks one more box and keeps the first (spec part 2 §5 multi-checkbox).
  await tests.getByRole('checkbox', { name: 'Brazil', exact: true }).click();
  await tests.getByRole('checkbox', { name: 'Egypt', exact: true }).click();
  expect(await chosen(tests)).toHaveLength(2);
  await suite.page.getByRole('button', { name: 'Exclude', exact: true }).click();
  await toast(SUCCESS_MESSAGES.blacklistUpdated);
  expect(await chosen(users)).toEqual([]);
  expect(await chosen(tests)).toEqual([]);

  const disclosure = suite.page.getByRole('button', { name: 'EXCLUDED PERSONNEL LIST' });
  await suite.page.getByText('List of Users who have been allowed to not take the Knowledge Evaluation Test').waitFor();
  await disclosure.click();
  expect(await disclosure.getAttribute('aria-expanded')).toBe('true');
  const excluded = suite.page.getByRole('table', { name: 'EXCLUDED PERSONNEL LIST' });
  const visitorRow = (test: string) => bodyRows(excluded).filter({ hasText: 'Vera Visitor' }).filter({ hasText: test });
  await visitorRow('Brazil').waitFor();
  await visitorRow('Egypt').waitFor();

  // By keyboard: the row's Remove button.
  const remove = suite.page.getByRole('button', { name: 'Remove the exclusion of Vera Visitor from Brazil' });
  await remove.focus();
  await suite.page.keyboard.press('Enter');
  await toast(SUCCESS_MESSAGES.blacklistUpdated);
  await visitorRow('Brazil').waitFor({ state: 'detached' });
  // With the mouse: a click on the row itself.
  await visitorRow('Egypt').locator('td').first().click();
  await toast(SUCCESS_MESSAGES.blacklistUpdated);
  await visitorRow('Egypt').waitFor({ state: 'detached' });
  expect(await bodyRows(excluded).filter({ hasText: 'Vera Visitor' }).count()).toBe(0);

  const results = suite.page.getByRole('table', { name: 'KNOWLEDGE EVALUATION TEST RESULTS' });
  expect((await results.locator('th').allTextContents()).map((text) => text.trim())).toEqual([
    'User',
    'Country subject',
    'Date and time of completion',
    'Result',
    'Percentage',
  ]);
  expect(await bodyRows(results).count()).toBe(10);
  const outcomes = await bodyRows(results).evaluateAll((rows) => rows.map((row) => [row.children[3]?.textContent, row.children[4]?.textContent]));
  for (const [result, percentage] of outcomes) {
    expect(['Passed', 'Failed']).toContain(result);
    expect(percentage).toMatch(/^\d{1,3}% \(\d+\/\d+\)$/);
  }
  expect(outcomes.map(([, percentage]) => percentage)).toContain('80% (8/10)');

  const logsToggle = suite.page.getByRole('button', { name: 'LOGS LIST' });
  await suite.page.getByText('Resources viewed from the users').waitFor();
  await logsToggle.click();
  const logs = suite.page.getByRole('table', { name: 'LOGS LIST' });
  await logs.waitFor();
  expect(await bodyRows(logs).count()).toBe(15);
  const types = new Set(await bodyRows(logs).evaluateAll((rows) => rows.map((row) => row.children[2]?.textContent)));
  expect(types).toEqual(new Set(['VIDEO', 'PDF']));
  const link = bodyRows(logs).first().getByRole('link');
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toContain('noopener');
  const shown = (await link.evaluate((anchor) => anchor.firstChild?.textContent ?? '')) ?? '';
  expect(shown).toMatch(/^.{20}…$/u);
  expect((await link.getAttribute('href'))?.startsWith(shown.slice(0, 20))).toBe(true);
});

it("answers /Quiz with the 'Warning!' modal for an analyst", async () => {
  await signInToDashboard(suite.page, suite.app.server.url, 'analyst', 'Vigil-analyst-1');
  await suite.page.goto(`${suite.app.server.url}/Quiz`);
  const dialog = suite.page.getByRole('dialog', { name: PERMISSION_WARNING.title });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(PERMISSION_WARNING.text);
  expect(await suite.page.getByRole('heading', { name: 'EXCLUDE USERS FROM KNOWLEDGE EVALUATION TEST' }).count()).toBe(0);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await suite.page.waitForURL(`${suite.app.server.url}/`);
});

describe('issue 24: the demo results agree with the pass score', () => {
  afterEach(async () => {
    await suite.app.server.server.db.updateTable('customers').set({ language: 'en' }).execute();
  });

  it.each([
    ['en', 992, 'KNOWLEDGE EVALUATION TEST RESULTS', 'Show all rows', 'Passed', 'Failed'],
    ['it', 1366, 'RISULTATI DEI TEST DI VALUTAZIONE DELLE CONOSCENZE', 'Mostra tutte le righe', 'Superato', 'Non superato'],
  ] as const)('a result passes when it reaches 60 %%, 9 of 15 included (%s, %i px)', async (language, width, heading, showAll, passed, failed) => {
    await suite.app.server.server.db.updateTable('customers').set({ language }).where('username', '=', 'admin').execute();
    await suite.page.setViewportSize({ width, height: 900 });
    await openWithToken(suite, 'admin', 'Vigil-admin-1', '/Quiz');
    await suite.page.waitForFunction((lang) => document.documentElement.lang === lang, language);
    const results = suite.page.getByRole('table', { name: heading });
    await bodyRows(results).first().waitFor();
    await suite.page.getByRole('button', { name: showAll, exact: true }).first().click();
    await suite.page.waitForFunction((name) => {
      const table = [...document.querySelectorAll('table')].find((candidate) => candidate.querySelector('caption')?.textContent?.includes(name));
      return (table?.querySelectorAll('tbody tr').length ?? 0) > 10;
    }, heading);
    const outcomes = await bodyRows(results).evaluateAll((rows) => rows.map((row): [string, string] => [row.children[3]?.textContent ?? '', row.children[4]?.textContent ?? '']));
    const wrong = outcomes.filter(([result, percentage]) => (Number.parseInt(percentage, 10) >= 60 ? passed : failed) !== result);
    expect(wrong).toEqual([]);
    expect(outcomes).toContainEqual([passed, '60% (9/15)']);
  });
});
