import { browserSuite } from '../../../tests/support/browser-suite';
import { openWithToken } from '../../../tests/support/open-with-token';

/*
 * Issue 24, /Account/countries in real Chromium, in English and Italian at 992 and 1366 px: the threat-level
 * toggles have a visible label, and a country with no level chosen says that it raises no alert.
 */

jest.setTimeout(90_000);

const suite = browserSuite({ stepTimeoutMs: 15_000 });

const TEXTS = {
  en: { picker: 'Country to monitor', add: 'Add', germany: 'Germany', group: 'Threat levels alerted for Germany', label: 'Threat levels alerted:', high: 'High', none: 'No threat level chosen: this country raises no alert.', remove: 'Remove Germany' },
  it: { picker: 'Paese da monitorare', add: 'Aggiungi', germany: 'Germania', group: 'Livelli di minaccia segnalati per Germania', label: 'Livelli di minaccia segnalati:', high: 'Alto', none: 'Nessun livello di minaccia scelto: questo paese non genera alcuna allerta.', remove: 'Rimuovi Germania' },
} as const;

afterEach(async () => {
  await suite.app.server.server.db.updateTable('customers').set({ language: 'en' }).execute();
});

it.each([
  ['en', 992],
  ['it', 992],
  ['en', 1366],
  ['it', 1366],
] as const)('labels the level toggles and says when a country raises no alert (%s, %i px)', async (language, width) => {
  const text = TEXTS[language];
  const page = suite.page;
  await suite.app.server.server.db.updateTable('customers').set({ language }).where('username', '=', 'analyst').execute();
  await page.setViewportSize({ width, height: 900 });
  await openWithToken(suite, 'analyst', 'Vigil-analyst-1', '/Account/countries');
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  await page.getByLabel(text.picker).selectOption({ label: text.germany });
  await page.getByRole('button', { name: text.add, exact: true }).click();

  const group = page.getByRole('group', { name: text.group });
  await group.waitFor();
  const label = group.getByText(text.label, { exact: true });
  expect(await label.isVisible()).toBe(true);
  // The label sits before the first toggle, on the same line.
  const [labelBox, firstBox] = [await label.boundingBox(), await group.getByRole('button').first().boundingBox()];
  expect(labelBox!.x + labelBox!.width).toBeLessThanOrEqual(firstBox!.x);

  const none = page.getByText(text.none, { exact: true });
  expect(await none.isVisible()).toBe(true);
  expect(await group.evaluate((element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(text.none);

  // A level chosen: the note goes; none again: it comes back.
  await group.getByRole('button', { name: text.high, exact: true }).click();
  await none.waitFor({ state: 'detached' });
  expect(await group.getAttribute('aria-describedby')).toBeNull();
  await group.getByRole('button', { name: text.high, exact: true }).click();
  await none.waitFor();

  await page.getByRole('button', { name: text.remove, exact: true }).click();
  await group.waitFor({ state: 'detached' });
});
