import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { signInToDashboard } from '../support/browser-app';
import { browserSuite } from '../support/browser-suite';

/**
 * Issue 15, "Lists people can work with", in real Chromium against the reference server and its demo data: sort by
 * column, search, CSV of what is shown, 'Show all rows' for the browser's find, a name or a card opening in a new
 * tab on Ctrl-click, the news filters in the address, and a failed load shown in place with a Retry that recovers.
 */

jest.setTimeout(90_000);

const suite = browserSuite({ stepTimeoutMs: 15_000, prepare: (page, app) => signInToDashboard(page, app.server.url, 'admin', 'Vigil-admin-1') });

function bodyRows(table: Locator): Locator {
  return table.locator('tbody tr');
}

async function firstCells(table: Locator): Promise<string[]> {
  return bodyRows(table).evaluateAll((rows) => rows.map((row) => row.children[0]?.textContent?.trim() ?? ''));
}

/** Clicks 'Download CSV' and answers the file's name and text, its byte order mark kept. */
async function downloadCsv(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await readFile(path)) };
}

it('sorts, searches, exports and shows every insurance claim', async () => {
  const page = suite.page;
  await page.goto(`${suite.app.server.url}/InsuranceClaim`);
  const table = page.getByRole('table', { name: 'Insurance claims' });
  await table.waitFor();
  expect(await bodyRows(table).count()).toBe(10);

  const nameHeader = table.getByRole('columnheader', { name: 'Name', exact: true });
  await nameHeader.getByRole('button').click();
  expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
  const ascending = await firstCells(table);
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })));
  await nameHeader.getByRole('button').click();
  expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');

  // Show all: every claim is in the page, so the browser's find reaches the last one.
  await page.getByRole('button', { name: 'Show all rows' }).click();
  const all = await firstCells(table);
  expect(all.length).toBeGreaterThan(10);
  expect(await page.getByRole('navigation', { name: 'Pages of Insurance claims' }).count()).toBe(0);
  expect(await page.content()).toContain(all.at(-1)!);

  // Search by one claim's name: the CSV holds every matching row, as shown, after the header.
  const wanted = all[0]!;
  await page.getByLabel('Search insurance claims').fill(wanted);
  await page.waitForFunction((name) => [...document.querySelectorAll('tbody tr')].every((row) => row.textContent?.includes(name)), wanted);
  const matching = await bodyRows(table).evaluateAll((rows) =>
    rows.map((row) => Array.from(row.children, (cell) => cell.textContent?.trim() ?? '')),
  );
  expect(matching.length).toBeGreaterThan(0);
  const csv = await downloadCsv(page, page.getByRole('button', { name: 'Download CSV' }));
  expect(csv.name).toMatch(/^insurance-claims-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.text.split('\r\n');
  expect(lines[0]).toBe('\uFEFFName,Insurance name,Insurance phone,Created at');
  expect(lines.slice(1, -1)).toHaveLength(matching.length);
  expect(lines[1]).toContain(matching[0]![0]!);
  expect(lines[1]).toContain(`"${matching[0]![3]}"`);
});

it('shows a failed load of the claims in place, with a Retry that recovers', async () => {
  const page = suite.page;
  let fail = true;
  await page.route('**/api/logs/get-insurances**', (route) =>
    fail ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service unavailable' }) }) : route.continue(),
  );
  await page.goto(`${suite.app.server.url}/InsuranceClaim`);
  const failure = page.locator('.load-failure');
  await failure.getByRole('alert').filter({ hasText: 'The insurance claims could not be loaded.' }).waitFor();
  fail = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('table', { name: 'Insurance claims' }).waitFor();
  expect(await page.locator('.load-failure').count()).toBe(0);
});

it('shows a failed load of the personnel in place, with a Retry that recovers', async () => {
  const page = suite.page;
  let fail = true;
  await page.route('**/api/companies/getEmployees**', (route) =>
    fail ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Personnel unavailable' }) }) : route.continue(),
  );
  await page.goto(`${suite.app.server.url}/Admin`);
  const failure = page.locator('.load-failure');
  await failure.getByRole('alert').waitFor();
  fail = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('table', { name: 'Personnel list' }).waitFor();
});

it("opens an employee's editor in a new tab on Ctrl-click of the name, and in place on a click", async () => {
  const page = suite.page;
  await page.goto(`${suite.app.server.url}/Admin`);
  const table = page.getByRole('table', { name: 'Personnel list' });
  await table.waitFor();
  const link = table.getByRole('rowheader').first().getByRole('link');
  const name = (await link.textContent())!.trim();
  const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
  await opened.waitForLoadState();
  expect(opened.url()).toMatch(/\/Admin\?employee=\d+$/);
  await opened.getByRole('dialog', { name: `Edit ${name}` }).waitFor();
  await opened.close();
  // The first tab stayed on the list, without a dialog; a plain click opens the editor there.
  expect(page.url()).toBe(`${suite.app.server.url}/Admin`);
  expect(await page.getByRole('dialog').count()).toBe(0);
  await link.click();
  await page.getByRole('dialog', { name: `Edit ${name}` }).waitFor();
});

it('sorts and searches the personnel and exports what is shown', async () => {
  const page = suite.page;
  await page.goto(`${suite.app.server.url}/Admin`);
  const table = page.getByRole('table', { name: 'Personnel list' });
  await table.waitFor();
  const emailHeader = table.getByRole('columnheader', { name: 'Email' });
  await emailHeader.getByRole('button').click();
  expect(await emailHeader.getAttribute('aria-sort')).toBe('ascending');
  const emails = await bodyRows(table).evaluateAll((rows) => rows.map((row) => row.children[1]?.textContent?.trim() ?? ''));
  expect(emails).toEqual([...emails].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })));
  await page.getByLabel('Search personnel').fill('admin');
  await page.waitForFunction(() => document.querySelectorAll('tbody tr').length < 5);
  const shown = await bodyRows(table).count();
  const csv = await downloadCsv(page, page.getByRole('button', { name: 'Download CSV' }));
  expect(csv.text.startsWith('\uFEFFEmployee,Email,Projects,Permissions,Status\r\n')).toBe(true);
  expect(csv.text.split('\r\n').slice(1, -1)).toHaveLength(shown);
});

it('sorts the quiz results by percentage and shows a failed load of the logs in place, with Retry', async () => {
  const page = suite.page;
  let fail = true;
  await page.route('**/api/elearning/get-logs**', (route) =>
    fail ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Logs unavailable' }) }) : route.continue(),
  );
  await page.goto(`${suite.app.server.url}/Quiz`);
  const results = page.getByRole('table', { name: 'KNOWLEDGE EVALUATION TEST RESULTS' });
  await results.waitFor();
  const percentage = results.getByRole('columnheader', { name: 'Percentage' });
  await percentage.getByRole('button').click();
  const values = await bodyRows(results).evaluateAll((rows) => rows.map((row) => Number.parseInt(row.children[4]?.textContent ?? '', 10)));
  expect(values).toEqual([...values].sort((a, b) => a - b));
  expect(await percentage.getAttribute('aria-sort')).toBe('ascending');

  const failure = page.locator('.quiz-logs .load-failure');
  await failure.getByRole('alert').filter({ hasText: 'The resource logs could not be loaded.' }).waitFor();
  fail = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('button', { name: 'LOGS LIST' }).click();
  await page.getByRole('table', { name: 'LOGS LIST' }).waitFor();
});

it('keeps the news filters in the address: a reload, Back and a Ctrl-click on a card', async () => {
  const page = suite.page;
  await page.goto(`${suite.app.server.url}/Nat?level=bogus&area=x`);
  await page.locator('.nat-card').first().waitFor();
  // Values that are not valid are dropped from the address.
  await page.waitForURL(`${suite.app.server.url}/Nat`);
  const level = (await page.locator('.nat-card .nat-level').first().textContent())!;
  await page.getByLabel('Alert level', { exact: true }).selectOption({ label: level });
  await page.waitForURL(/\/Nat\?level=(low|medium|high|extreme)$/);
  const filtered = page.url();

  await page.reload();
  await page.locator('.nat-card').first().waitFor();
  expect(await page.getByLabel('Alert level', { exact: true }).inputValue()).toBe(new URL(filtered).searchParams.get('level'));
  const levels = await page.locator('.nat-card .nat-level').allTextContents();
  expect(new Set(levels)).toEqual(new Set([level]));

  await page.goBack();
  await page.waitForURL(`${suite.app.server.url}/Nat`);
  // The level select is the third of the filters (area, country, level, category).
  await page.waitForFunction(() => document.querySelectorAll<HTMLSelectElement>('.nat-filters select')[2]?.value === '');
  expect(await page.getByLabel('Alert level', { exact: true }).inputValue()).toBe('');

  await page.goForward();
  await page.waitForURL(filtered);
  await page.locator('.nat-card').first().waitFor();
  const card = page.locator('.nat-card').first();
  const title = (await card.locator('.nat-card-title').textContent())!;
  const [opened] = await Promise.all([page.context().waitForEvent('page'), card.click({ modifiers: ['Control'] })]);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).searchParams.get('search')).toBe(title);
  await opened.getByRole('dialog', { name: title }).waitFor();
  await opened.close();

  const csv = await downloadCsv(page, page.getByRole('button', { name: 'Download CSV' }));
  expect(csv.text.startsWith('\uFEFFTitle,Subtitle,Country,World area,Alert level,Threat category,Date\r\n')).toBe(true);
  expect(csv.text).toContain(title.includes(',') ? `"${title}"` : title);
});

it('shows a failed load of the news alerts in place, with a Retry that recovers', async () => {
  const page = suite.page;
  let fail = true;
  await page.route('**/api/news/getList**', (route) =>
    fail ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'News unavailable' }) }) : route.continue(),
  );
  await page.goto(`${suite.app.server.url}/Nat`);
  const failure = page.locator('.load-failure');
  await failure.getByRole('alert').waitFor();
  expect(await page.locator('.nat-card').count()).toBe(0);
  fail = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await page.locator('.nat-card').first().waitFor();
  expect(await page.locator('.load-failure').count()).toBe(0);
});
