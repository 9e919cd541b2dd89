import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { signInToDashboard } from '../../../tests/support/browser-app';
import { browserSuite } from '../../../tests/support/browser-suite';

/**
 * Issue 15 on the country screens, in real Chromium against the reference server: flags are images named by their
 * country (the SVG in a heading, the PNG rasterised at build time in lists, issue 19) and icons are real (no broken image anywhere), the risk maps explain themselves (legend, name and
 * level on hover and focus, a keyboard user passes the countries in one Tab), a country map is centred on its main
 * territory, clocks keep the capital's time, and 'Print report' both sends the spec's request and opens a view
 * that prints on A4.
 */

// Signing in, maps of 1:50m geometry and a PDF on two busy cores.
jest.setTimeout(90_000);

const suite = browserSuite({ stepTimeoutMs: 20_000 });

async function setLanguage(username: string, language: 'en' | 'it'): Promise<void> {
  await suite.app.server.server.db.updateTable('customers').set({ language }).where('username', '=', username).execute();
}

async function signInAs(username: 'analyst'): Promise<void> {
  await setLanguage(username, 'en');
  await signInToDashboard(suite.page, suite.app.server.url, username, 'Vigil-analyst-1');
}

async function countryId(iso2: string): Promise<number> {
  return (await suite.app.server.server.db.selectFrom('countries').select('id').where('iso2', '=', iso2).executeTakeFirstOrThrow()).id;
}

/** Every image of the page that the browser has loaded or tried to: those it could not draw. */
async function brokenImages(page: Page): Promise<string[]> {
  // Lazy images load as they come into view: go down the page and back, then let the network settle.
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'));
  return page.evaluate(() =>
    [...document.images].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.currentSrc || image.src),
  );
}

const FLAG_FILE = /\/assets\/flag-icons-[\d.]+\/4x3\/([a-z]{2})\.svg$/;
const SPRITE_FILE = /\/assets\/flag-icons-[\d.]+\/4x3-sprite-40x30\.png$/;

it('shows flags named by their country (SVG in the heading, the sprite in lists), real risk and advice icons, and no broken image', async () => {
  const { page } = suite;
  await signInAs('analyst');
  await page.goto(`${suite.app.server.url}/Gpa/detail/${await countryId('IT')}`);
  const heading = page.getByRole('heading', { level: 1, name: 'Italy', exact: true });
  await heading.waitFor();
  const flag = heading.getByRole('img', { name: 'Italy', exact: true });
  const src = (await flag.getAttribute('src')) ?? '';
  expect(src).toMatch(FLAG_FILE);
  expect(FLAG_FILE.exec(src)?.[1]).toBe('it');
  const file = await page.request.get(new URL(src, suite.app.server.url).href);
  expect([file.status(), file.headers()['content-type']]).toEqual([200, expect.stringContaining('image/svg+xml')]);
  expect(await flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  // Each risk indicator and each travel advice has its icon: an inline SVG of the bundled set, none the neutral one.
  await page.getByRole('heading', { name: 'Risk indicators' }).waitFor();
  const rows = await page.locator('.gpa-risk').count();
  const advices = await page.locator('.gpa-travel .gpa-collapsible').count();
  expect(rows + advices).toBeGreaterThan(0);
  const icons = await page
    .locator('.gpa-risk .gpa-icon, .gpa-travel .gpa-collapsible-toggle .gpa-icon')
    .evaluateAll((elements) => elements.map((element) => `${element.tagName.toLowerCase()} ${element.getAttribute('data-icon')}`));
  expect(icons).toHaveLength(rows + advices);
  expect(icons.filter((icon) => !icon.startsWith('svg ') || icon.endsWith(' neutral'))).toEqual([]);
  expect(await brokenImages(page)).toEqual([]);

  // A continent's list: each box's flag is its country's cell of the sprite, named by it; the sprite is drawn.
  const europe = await suite.app.server.server.db.selectFrom('continents').select('id').where('code', '=', 'EU').executeTakeFirstOrThrow();
  await page.goto(`${suite.app.server.url}/Gpa/list/${europe.id}`);
  await page.getByRole('heading', { level: 1, name: 'countries - Europe' }).waitFor();
  const boxes = await page.locator('.gpa-country-link').evaluateAll((links) =>
    links.map((link) => {
      const flag = link.querySelector('.country-flag-sprite[role="img"]');
      const style = flag ? getComputedStyle(flag) : null;
      return {
        name: link.lastChild?.textContent ?? '',
        label: flag?.getAttribute('aria-label'),
        code: flag?.getAttribute('data-flag'),
        image: /url\("?([^")]+)"?\)/.exec(style?.backgroundImage ?? '')?.[1] ?? '',
        position: style?.backgroundPosition,
      };
    }),
  );
  expect(boxes.length).toBeGreaterThan(40);
  expect(boxes.filter((box) => box.label !== box.name || !SPRITE_FILE.test(box.image))).toEqual([]);
  // Italy: column t (19 of 0–25), row i (8).
  expect(boxes.find((box) => box.name === 'Italy')).toMatchObject({ code: 'it', position: '76% 32%' });
  const png = await page.request.get(boxes[0]!.image);
  expect([png.status(), png.headers()['content-type']]).toEqual([200, expect.stringContaining('image/png')]);
  const loaded = await page.evaluate(
    (src) => new Promise<number>((resolve) => { const image = new Image(); image.onload = () => resolve(image.naturalWidth); image.onerror = () => resolve(0); image.src = src; }),
    boxes[0]!.image,
  );
  expect(loaded).toBe(1040);
  expect(await brokenImages(page)).toEqual([]);
});

it("keeps each country's clock on its capital's time zone: Portugal shows Lisbon's time, not the Azores'", async () => {
  const { page } = suite;
  await signInAs('analyst');
  const europe = await suite.app.server.server.db.selectFrom('continents').select('id').where('code', '=', 'EU').executeTakeFirstOrThrow();
  await page.goto(`${suite.app.server.url}/Gpa/list/${europe.id}`);
  await page.getByRole('searchbox', { name: 'Search a country by name' }).fill('Portugal');
  const portugal = page.locator('.gpa-country-box').filter({ has: page.getByRole('link', { name: 'Portugal', exact: true }) });
  const clock = portugal.locator('.gpa-clock');
  await page.waitForFunction((element) => element?.getAttribute('title'), await clock.elementHandle());
  expect(await clock.getAttribute('title')).toBe('Europe/Lisbon');
});

/** The focused element's accessible name, and whether it is inside the element matched by `selector`. */
async function focused(page: Page, selector: string): Promise<{ label: string | null; inside: boolean }> {
  return page.evaluate((inside) => {
    const element = document.activeElement;
    return { label: element?.getAttribute('aria-label') ?? element?.textContent ?? null, inside: Boolean(element?.closest(inside)) };
  }, selector);
}

it('explains the world risk map: a legend of the levels, name and level on hover and focus, one Tab past its countries', async () => {
  const { page } = suite;
  await signInAs('analyst');
  await page.goto(`${suite.app.server.url}/Gpa`);
  const map = page.getByRole('group', { name: 'World risk map' });
  const italy = map.getByRole('button', { name: 'Italy', exact: true });
  await italy.waitFor();

  const legend = page.getByRole('list', { name: 'Legend' });
  expect(await legend.getByRole('listitem').allTextContents()).toEqual(['1Low', '2Medium', '3High', '4Extreme']);

  // Hover: the tooltip names the country and its level, which screen readers get as its description.
  const description = (await italy.getAttribute('aria-description')) ?? '';
  expect(description).toMatch(/^Level [1-4] of 4: (Low|Medium|High|Extreme)$/);
  await italy.hover();
  const tooltip = page.locator('.map-tooltip');
  await tooltip.waitFor();
  expect(await tooltip.textContent()).toBe(`Italy${description}`);
  const [tip, area] = [(await tooltip.boundingBox())!, (await italy.boundingBox())!];
  expect(tip.y + tip.height).toBeLessThanOrEqual(area.y + area.height);

  // The keyboard: from the stop before the map (the search over every continent), one Tab reaches the map's one
  // country in the tab order, and the next Tab leaves the drawing (for its zoom buttons); today every country was
  // a stop of its own.
  await page.getByRole('searchbox', { name: 'Search a country in every continent' }).focus();
  await page.keyboard.press('Tab');
  const first = await focused(page, 'svg.map-svg');
  expect(first.inside).toBe(true);
  expect(await page.locator('svg.map-svg [tabindex="0"]').count()).toBe(1);
  expect(await tooltip.textContent()).toContain(first.label!);
  await page.keyboard.press('ArrowRight');
  const second = await focused(page, 'svg.map-svg');
  expect(second.inside).toBe(true);
  expect(second.label).not.toBe(first.label);
  expect(await tooltip.textContent()).toContain(second.label!);
  await page.keyboard.press('Tab');
  expect(await focused(page, 'svg.map-svg')).toEqual({ label: 'Zoom in', inside: false });
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page, 'svg.map-svg')).toEqual({ label: second.label, inside: true });
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/Gpa\/detail\/\d+$/);
});

it("centres a country's map on its main territory: France's middle is metropolitan France, with a legend", async () => {
  const { page } = suite;
  await signInAs('analyst');
  await page.goto(`${suite.app.server.url}/Gpa/detail/${await countryId('FR')}`);
  const map = page.getByRole('group', { name: 'Map of France' });
  const france = map.getByRole('button', { name: 'France', exact: true });
  await france.waitFor();
  const box = (await map.boundingBox())!;
  const atMiddle = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.getAttribute('aria-label') ?? null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(atMiddle).toBe('France');
  expect(await page.getByRole('list', { name: 'Legend' }).getByRole('listitem').count()).toBe(4);
  expect(await map.locator('[tabindex="0"]').evaluateAll((stops) => stops.map((stop) => stop.getAttribute('aria-label')))).toEqual(['France']);
});

it("'Print report' sends the print request and opens a print view that prints on A4", async () => {
  const { page } = suite;
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await signInAs('analyst');
  const france = await countryId('FR');
  await page.goto(`${suite.app.server.url}/Gpa/detail/${france}`);
  await page.getByRole('button', { name: 'Print report' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Language').selectOption({ label: 'German' });
  const [request] = await Promise.all([
    page.waitForRequest((sent) => sent.url().includes('/api/countries/sendPrintRequest')),
    dialog.getByRole('button', { name: 'Send' }).click(),
  ]);
  expect(Object.fromEntries(new URLSearchParams(request.postData() ?? ''))).toMatchObject({ langSelected: 'German', countryID: String(france) });
  await page.getByText('Print request sent successfully').waitFor();

  // The print view, in the language the request chose (issue 24): the country, its map, risks, advices and whom
  // to call; the print dialog opens once the map is in.
  await page.waitForURL(`${suite.app.server.url}/Gpa/detail/${france}?view=print&lang=de`);
  const report = page.getByRole('article', { name: 'Frankreich' });
  await report.getByRole('heading', { level: 1, name: 'Frankreich' }).waitFor();
  for (const block of ['Risikoindikatoren', 'Reisehinweise', 'Kontakte']) await report.getByRole('heading', { level: 2, name: block }).waitFor();
  await report.getByRole('group', { name: 'Karte von Frankreich' }).waitFor();
  expect(await report.getByRole('link', { name: '+1 555 0199' }).count()).toBe(1);
  expect(await report.locator('.gpa-print-table tbody tr').count()).toBeGreaterThan(0);
  await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);

  // On paper: no header, footer or buttons, the map drawn; a PDF of a few A4 pages.
  await page.emulateMedia({ media: 'print' });
  for (const hidden of ['.app-header', '.app-footer', '.gpa-print-actions', '.map-controls']) {
    expect([hidden, await page.locator(hidden).first().isVisible()]).toEqual([hidden, false]);
  }
  expect(await report.getByRole('group', { name: 'Karte von Frankreich' }).isVisible()).toBe(true);
  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  if (process.env.VIGIL_KEEP_PRINT) writeFileSync(process.env.VIGIL_KEEP_PRINT, pdf);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(1);
  expect(pages.length).toBeLessThanOrEqual(6);
  // Every page is A4: 595 × 842 points.
  const boxes = pdf.toString('latin1').match(/\/MediaBox\s*\[[^\]]*\]/g) ?? [];
  expect(boxes.length).toBeGreaterThanOrEqual(pages.length);
  for (const box of boxes) {
    const [, , width, height] = box.replace(/^\/MediaBox\s*\[/, '').replace(']', '').trim().split(/\s+/).map(Number);
    expect([Math.round(width!), Math.round(height!)]).toEqual([595, 842]);
  }
});

it('speaks Italian on the maps: the legend and the level of each country', async () => {
  const { page } = suite;
  // Signed in as a mailed link does, with the account in Italian; the language applies from the next page on.
  await setLanguage('analyst', 'it');
  const answer = await fetch(`${suite.app.server.url}/api/customers/loginCustomer`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'analyst', password: 'Vigil-analyst-1' }),
  });
  const { login_token: token } = (await answer.json()) as { login_token: string };
  await page.goto(`${suite.app.server.url}/Gpa?login_token=${encodeURIComponent(token)}`);
  await page.reload();
  const map = page.getByRole('group', { name: 'Mappa mondiale del rischio' });
  // Country names are the data's (or Intl's, where the Italian names come from).
  const italy = map.getByRole('button', { name: /^(Italy|Italia)$/ });
  await italy.waitFor();
  expect(await page.getByRole('list', { name: 'Legenda' }).getByRole('listitem').allTextContents()).toEqual(['1Basso', '2Medio', '3Alto', '4Estremo']);
  expect(await italy.getAttribute('aria-description')).toMatch(/^Livello [1-4] di 4: (Basso|Medio|Alto|Estremo)$/);
});
