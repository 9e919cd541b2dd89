import { PERMISSION_WARNING } from '@vigil/core';
import type { Locator, Page } from 'playwright-core';
import { signInToDashboard } from '../../../tests/support/browser-app';
import { browserSuite } from '../../../tests/support/browser-suite';

/** The evaluation requests in real Chromium against the reference server: the three modals, the mails, the guard. */

// Three requests and their mails; beside other browser suites the default 30 s is tight.
jest.setTimeout(90_000);

const suite = browserSuite({ stepTimeoutMs: 10_000 });

/** The shown toast with exactly this text (only the latest one shows). */
function toast(page: Page, text: string): Locator {
  return page.locator('.toast', { hasText: text });
}

/**
 * Presses Send and waits for `text`. While the form is invalid the button is aria-disabled (still pressable, it
 * shows the first error), which Playwright counts as not enabled: `invalid` presses it regardless.
 */
async function sendAndExpect(page: Page, dialog: Locator, text: string, invalid = true): Promise<void> {
  await dialog.getByRole('button', { name: 'Send' }).click({ force: invalid });
  await toast(page, text).waitFor();
}

/** Sends, expects the spec's success, and waits for the modal to close. */
async function sendSuccessfully(page: Page, dialog: Locator): Promise<void> {
  await sendAndExpect(page, dialog, 'Your request has been sent', false);
  await dialog.waitFor({ state: 'detached' });
}

it('as admin, sends each of the three requests (a missing field first says so), and the mails are in the outbox', async () => {
  const { page } = suite;
  const base = suite.app.server.url;
  const before = (await suite.app.server.outbox()).length;
  await signInToDashboard(page, base, 'admin', 'Vigil-admin-1');

  // Country Threat Evaluation from the header's DVR-S menu, on the dashboard.
  await page.locator('[data-section="DVR-S"]').getByRole('button', { name: 'DVR-S' }).click();
  await page.getByRole('button', { name: 'Country Threat Evaluation' }).click();
  const cte = page.getByRole('dialog', { name: 'Country Threat Evaluation' });
  await cte.getByLabel('Country').selectOption('Italy');
  await sendAndExpect(page, cte, 'Missing input: language');
  expect((await suite.app.server.outbox()).length).toBe(before);
  await cte.getByLabel('Language').selectOption('French');
  await sendSuccessfully(page, cte);

  // Impact Evaluation at its own address: /Srmt with the modal open on load.
  await page.goto(`${base}/Srmt/Ie`);
  const ie = page.getByRole('dialog', { name: 'Impact Evaluation' });
  await ie.getByLabel('Country').selectOption('Nigeria');
  await ie.getByLabel('Project').selectOption('Lagos plant');
  await ie.getByLabel('Asset economic value').selectOption({ label: '10M to 50M' });
  await sendAndExpect(page, ie, 'Missing input: personnel');
  await ie.getByLabel('Personnel on site').selectOption({ label: '51 to 250' });
  await sendSuccessfully(page, ie);
  await page.waitForURL(`${base}/Srmt`);

  // Security Events Database from its circle on /Srmt.
  await page.getByRole('navigation', { name: 'Evaluations you can request' }).getByRole('button', { name: 'Security Events Database' }).click();
  const sed = page.getByRole('dialog', { name: 'Security Events Database' });
  await sed.getByLabel('Country').selectOption('Italy');
  await sed.getByLabel('Location').selectOption('Rome');
  await sed.getByLabel('Radius').selectOption({ label: '50 km' });
  await sed.getByLabel('End date').fill('2026-02-10');
  await sendAndExpect(page, sed, 'Missing input: from_date');
  await sed.getByLabel('From date').fill('2026-02-11');
  await sendAndExpect(page, sed, 'The end date cannot be before the from date');
  await sed.getByLabel('From date').fill('2026-01-10');
  await sendSuccessfully(page, sed);

  const mails = (await suite.app.server.outbox()).slice(before);
  expect(mails.map((mail) => mail.subject)).toEqual([
    'Country Threat Evaluation request: Italy',
    'Impact Evaluation request: Nigeria',
    'Security Events Database request: Italy',
  ]);
  expect(mails.map((mail) => mail.to)).toEqual(Array(3).fill('support@vigil.example'));
  expect(mails[2]?.text).toContain('Location: Rome');
  expect(mails[2]?.text).toContain('From date: 2026-01-10');

  // The requester's own requests, newest first, with date and status.
  const rows = page.locator('.srmt-requests tbody tr');
  await rows.nth(2).waitFor();
  expect(await rows.evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).slice(1).map((td) => td.textContent)))).toEqual([
    ['Security Events Database', 'Italy', 'Sent to the security analysts'],
    ['Impact Evaluation', 'Nigeria', 'Sent to the security analysts'],
    ['Country Threat Evaluation', 'Italy', 'Sent to the security analysts'],
  ]);
  expect(await rows.first().locator('td').first().textContent()).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
});

it("refuses /Srmt to a user without srmt or dvr-s (traveller) with the 'Warning!' modal", async () => {
  const { page } = suite;
  const base = suite.app.server.url;
  await signInToDashboard(page, base, 'traveller', 'Vigil-traveller-1');
  expect(await page.locator('[data-section="DVR-S"] .menu-item').count()).toBe(0);
  await page.goto(`${base}/Srmt`);
  const dialog = page.getByRole('dialog', { name: PERMISSION_WARNING.title });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(PERMISSION_WARNING.text);
  expect(await page.getByRole('heading', { level: 1, name: 'Evaluation requests' }).count()).toBe(0);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL(`${base}/`);
});
