import type { Locator } from 'playwright-core';
import { openUserMenu, signInToDashboard } from '../../../tests/support/browser-app';
import { browserSuite } from '../../../tests/support/browser-suite';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import type { InsuranceClaimTables } from '../server/tables';

/** Insurance Claim in real Chromium against the reference server and its demo claims. */

// The test signs in and walks a page; beside other browser suites the default 30 s is tight.
jest.setTimeout(60_000);

const suite = browserSuite({ stepTimeoutMs: 10_000 });

function bodyRows(table: Locator): Locator {
  return table.locator('tbody tr');
}

it('opens Insurance Claim from the user menu and pages through the claims, newest first', async () => {
  const db = pluginDatabase<InsuranceClaimTables>(suite.app.server);
  const claimCount = (await db.selectFrom('insurance_claims').select('id').execute()).length;
  expect(claimCount).toBeGreaterThan(10);
  expect(claimCount).toBeLessThanOrEqual(20);

  await signInToDashboard(suite.page, suite.app.server.url, 'admin', 'Vigil-admin-1');
  const menu = await openUserMenu(suite.page);
  await menu.getByRole('link', { name: 'Insurance Claim', exact: true }).click();
  await suite.page.waitForURL(`${suite.app.server.url}/InsuranceClaim`);
  await suite.page.getByRole('heading', { level: 1, name: 'INSURANCE CLAIM' }).waitFor();
  const table = suite.page.getByRole('table', { name: 'Insurance claims' });
  await table.waitFor();
  expect((await table.locator('th').allTextContents()).map((text) => text.trim())).toEqual(['Name', 'Insurance name', 'Insurance phone', 'Created at']);
  expect(await bodyRows(table).count()).toBe(10);
  const firstPageDates = await bodyRows(table).locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(firstPageDates).toEqual([...firstPageDates].sort().reverse());
  expect(await bodyRows(table).first().locator('td').last().textContent()).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);

  const pages = suite.page.getByRole('navigation', { name: 'Pages of Insurance claims' });
  await pages.getByRole('button', { name: 'Next' }).click();
  expect(await pages.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  expect(await bodyRows(table).count()).toBe(claimCount - 10);
  const secondPageDates = await bodyRows(table).locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(secondPageDates[0]! < firstPageDates.at(-1)!).toBe(true);
  expect(await pages.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
});
