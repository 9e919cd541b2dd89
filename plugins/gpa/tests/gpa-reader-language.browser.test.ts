import { browserSuite } from '../../../tests/support/browser-suite';
import { openWithToken } from '../../../tests/support/open-with-token';
import { RISK_INDICATORS, TRAVEL_ADVICE_TOPICS } from '../server/seed/demo-vocabulary';

/**
 * Issue 24 in real Chromium, in English and Italian, at the product's narrowest width (992 px) and a laptop's
 * (1366 px): the Italian country page names the risks and travel advices and dates in Italian, as does the
 * country's e-learning page; the print view writes the report in the language its request chose and shows no zoom
 * buttons on its map; /Gpa finds a country of any continent by its name as the reader writes it.
 */

jest.setTimeout(180_000);

const suite = browserSuite({ stepTimeoutMs: 20_000 });
const WIDTHS = [992, 1366] as const;

afterEach(async () => {
  await suite.app.server.server.db.updateTable('customers').set({ language: 'en' }).where('username', '=', 'analyst').execute();
});

async function openAs(language: 'en' | 'it', path: string, width: number): Promise<void> {
  await suite.app.server.server.db.updateTable('customers').set({ language }).where('username', '=', 'analyst').execute();
  await suite.page.setViewportSize({ width, height: 900 });
  // The print dialog would block the page: the report is read on screen.
  await suite.page.addInitScript(() => {
    window.print = () => undefined;
  });
  await openWithToken(suite, 'analyst', 'Vigil-analyst-1', path);
}

async function countryWithoutImage(): Promise<number> {
  const { db } = suite.app.server.server;
  return (await db.selectFrom('countries').select('id').where('iso2', '=', 'IT').executeTakeFirstOrThrow()).id;
}

/** The names the data gives risk indicators and travel advices, in English (server/seed/demo-vocabulary.ts). */
const ENGLISH_NAMES = [
  ...RISK_INDICATORS.map((indicator) => indicator.name),
  ...TRAVEL_ADVICE_TOPICS.map((topic) => topic.name),
] as string[];
const ITALIAN_DAY = /^Ultimo aggiornamento: \d{2} (gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic) \d{4}$/;

for (const width of WIDTHS) {
  it(`shows the Italian country page and e-learning page in Italian, content included, at ${width} px`, async () => {
    const italy = await countryWithoutImage();
    await openAs('it', `/Gpa/detail/${italy}`, width);
    const { page } = suite;
    await page.getByRole('heading', { level: 1, name: 'Italia' }).waitFor();
    const risks = await page.locator('.gpa-risk-name').allTextContents();
    expect(risks).toContain('Terrorismo');
    const advices = page.getByRole('region', { name: 'Consigli di viaggio' }).getByRole('button');
    const topics = (await advices.allTextContents()).map((text) => text.trim());
    expect(topics.length).toBeGreaterThan(0);
    expect([...risks, ...topics].filter((name) => ENGLISH_NAMES.includes(name))).toEqual([]);
    expect(await page.locator('.gpa-detail .gpa-date').first().textContent()).toMatch(ITALIAN_DAY);
    // Nothing runs off the side at this width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.goto(`${suite.app.server.url}/Inf/detail/${italy}`);
    await page.getByRole('heading', { level: 1, name: 'Italia' }).waitFor();
  });

  it(`prints an Italian reader's report in German, without zoom buttons, at ${width} px`, async () => {
    const italy = await countryWithoutImage();
    await openAs('it', `/Gpa/detail/${italy}`, width);
    const { page } = suite;
    await page.getByRole('heading', { level: 1, name: 'Italia' }).waitFor();
    await page.getByRole('button', { name: 'Stampa il report' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Lingua').selectOption({ label: 'Tedesco' });
    await dialog.getByRole('button', { name: 'Invia' }).click();

    const report = page.getByRole('article', { name: 'Italien' });
    await report.waitFor();
    expect(await report.getAttribute('lang')).toBe('de');
    expect(await report.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      expect.arrayContaining(['Risikoindikatoren', 'Reisehinweise', 'Kontakte']),
    );
    expect(await report.getByText(/Letzte Aktualisierung: \d{1,2}\. [A-Z][a-zä]+\.? \d{4}/).count()).toBe(1);
    await report.locator('.gpa-print-map .map-svg').waitFor();
    expect(await report.getByRole('button', { name: /zoom|ingrandisci|riduci/i }).count()).toBe(0);
    expect(await report.locator('.map-controls').isVisible()).toBe(false);
    // The screen's own links stay in the reader's language.
    await page.getByRole('link', { name: 'Torna a Italia' }).waitFor();
  });

  it(`prints an English reader's report in Italian at ${width} px`, async () => {
    const italy = await countryWithoutImage();
    await openAs('en', `/Gpa/detail/${italy}`, width);
    const { page } = suite;
    await page.getByRole('button', { name: 'Print report' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Language').selectOption({ label: 'Italian' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    const report = page.getByRole('article', { name: 'Italia' });
    await report.waitFor();
    await report.getByRole('heading', { level: 2, name: 'Indicatori di rischio' }).waitFor();
    expect(await report.getByRole('rowheader').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Terrorismo')]));
    await page.getByRole('button', { name: 'Print or save as PDF' }).waitFor();
  });

  it(`finds a country of any continent from /Gpa, in English and in Italian, at ${width} px`, async () => {
    await openAs('en', '/Gpa', width);
    const { page } = suite;
    const search = page.getByRole('searchbox', { name: 'Search a country in every continent' });
    await search.fill('japa');
    const japan = page.getByRole('search').getByRole('link', { name: 'Japan' });
    await japan.waitFor();
    expect(await japan.locator('xpath=..').textContent()).toContain('Asia');
    await search.fill('ital');
    await page.getByRole('search').getByRole('link', { name: 'Italy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Italy' }).waitFor();

    await suite.renewPage();
    await openAs('it', '/Gpa', width);
    const cerca = suite.page.getByRole('searchbox', { name: 'Cerca un paese in tutti i continenti' });
    await cerca.fill('giappone');
    await suite.page.getByRole('search').getByRole('link', { name: 'Giappone' }).waitFor();
    expect(await suite.page.getByRole('status').filter({ hasText: 'trovat' }).textContent()).toBe('1 paese trovato');
  });
}
