import { readFile } from 'node:fs/promises';
import { signInToDashboard } from '../../../tests/support/browser-app';
import { browserSuite } from '../../../tests/support/browser-suite';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import type { GpaTables } from '../server/tables';

/**
 * Country risk analysis in real Chromium against the reference server: the world map leads to a country's
 * detail, a print request is sent, a visitor sees no geopolitical risks, unknown /Gpa paths go to /Gpa, the
 * default world-map PDF downloads, every country is matched on the map, and a country's detail shows its map.
 */
const PASSWORDS: Record<string, string> = { analyst: 'Vigil-analyst-1', visitor: 'Vigil-visitor-1' };

const suite = browserSuite({ stepTimeoutMs: 10_000 });

/** A country box's risk meter, by its name. */
const RISK_METER = /^(Risks: |No risks rated$)/;

async function signInAs(username: string): Promise<void> {
  await signInToDashboard(suite.page, suite.app.server.url, username, PASSWORDS[username]!);
}

async function countryId(iso2: string): Promise<number> {
  return (await suite.app.server.server.db.selectFrom('countries').select('id').where('iso2', '=', iso2).executeTakeFirstOrThrow()).id;
}

/** A country whose data allows the geopolitical block. */
async function allowingCountry(): Promise<number> {
  const row = await pluginDatabase<GpaTables>(suite.app.server)
    .selectFrom('country_risk_profiles')
    .select('country_id')
    .where('allows_geopolitical', '=', 1)
    .orderBy('country_id')
    .executeTakeFirstOrThrow();
  return row.country_id;
}

it('opens a country from the world map and shows its detail blocks', async () => {
  await signInAs('analyst');
  await suite.page.goto(`${suite.app.server.url}/Gpa`);
  const map = suite.page.getByRole('group', { name: 'World risk map' });
  await map.getByRole('button', { name: 'Italy', exact: true }).click();

  await suite.page.waitForURL(`${suite.app.server.url}/Gpa/detail/${await countryId('IT')}`);
  await suite.page.getByRole('heading', { level: 1, name: 'Italy' }).waitFor();
  for (const block of ['Risk indicators', 'Travel advices', 'Latest news', 'Risk value legend', 'Threat level legend']) {
    await suite.page.getByRole('heading', { name: block }).waitFor();
  }
  expect(await suite.page.getByRole('img', { name: /^Security evaluation .* out of 10$/ }).count()).toBe(1);
  expect(await suite.page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').count()).toBe(1);
});

it('sends a print request in the chosen language', async () => {
  await signInAs('analyst');
  await suite.page.goto(`${suite.app.server.url}/Gpa/detail/${await countryId('FR')}`);
  await suite.page.getByRole('button', { name: 'Print report' }).click();
  const dialog = suite.page.getByRole('dialog');
  await dialog.getByLabel('Language').selectOption({ label: 'German' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await suite.page.getByText('Print request sent successfully').waitFor();
  await dialog.waitFor({ state: 'detached' });
});

it('shows the geopolitical risks to an analyst but not to a visitor', async () => {
  const country = await allowingCountry();
  await signInAs('analyst');
  await suite.page.goto(`${suite.app.server.url}/Gpa/detail/${country}`);
  await suite.page.getByRole('button', { name: 'Geopolitical risks' }).waitFor();

  await suite.renewPage();
  await signInAs('visitor');
  await suite.page.goto(`${suite.app.server.url}/Gpa/detail/${country}`);
  await suite.page.getByRole('heading', { name: 'Risk indicators' }).waitFor();
  expect(await suite.page.getByRole('heading', { name: 'Geopolitical risks' }).count()).toBe(0);
});

it("lists a continent's countries a screenful at a time: scrolling reaches the last one, the search finds any", async () => {
  const { page } = suite;
  const [largest] = await suite.app.server.server.db
    .selectFrom('countries')
    .innerJoin('continents', 'continents.id', 'countries.continent_id')
    .select(['continents.id', 'continents.name', (eb) => eb.fn.countAll<number>().as('countries')])
    .groupBy(['continents.id', 'continents.name'])
    .orderBy('countries', 'desc')
    .execute();
  const total = Number(largest!.countries);
  await signInAs('analyst');
  await page.goto(`${suite.app.server.url}/Gpa/list/${largest!.id}`);
  await page.getByRole('heading', { level: 1, name: `countries - ${largest!.name}` }).waitFor();
  // Every country has its box, in the list's order; a box's link holds its flag, then its name.
  const names = await page.locator('.gpa-country-link').evaluateAll((links) => links.map((link) => link.lastChild?.textContent ?? ''));
  expect(names).toHaveLength(total);

  // Once the page is idle, the boxes from the top to just below the window are shown, the list tells screen
  // readers so, and it keeps the height of all its rows.
  const shown = page.locator('.gpa-country-box:not([hidden])');
  await page.waitForFunction((count) => document.querySelectorAll('.gpa-country-box:not([hidden])').length < count, total);
  const label = await page.locator('.gpa-country-boxes').getAttribute('aria-label');
  expect(label).toBe(`${await shown.count()} of ${total} countries shown, scroll for more`);
  const lastShown = await shown.last().boundingBox();
  expect(lastShown!.y + lastShown!.height).toBeGreaterThanOrEqual(page.viewportSize()!.height);

  // A risk meter's tooltip, in the page only while it shows, names the risks. However long the list, it stays in
  // the window; it reaches above its box, and is drawn whole, on top of the boxes it covers.
  const columns = await page.locator('.gpa-country-boxes').evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
  const secondRow = shown.nth(columns);
  // The risk meter: the box's other image is its flag.
  const meter = secondRow.getByRole('img', { name: RISK_METER });
  await meter.hover();
  const tooltip = page.getByRole('tooltip');
  await tooltip.waitFor();
  expect(await tooltip.textContent()).toMatch(/^Risks: /);
  expect(await tooltip.textContent()).toBe(await meter.getAttribute('aria-label'));
  const [tip, box] = [(await tooltip.boundingBox())!, (await secondRow.boundingBox())!];
  expect(tip.x).toBeGreaterThanOrEqual(0);
  expect(tip.x + tip.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(tip.y).toBeLessThan(box.y);
  // Hit testing follows painting and clipping; the tooltip lets the pointer through, except for this check.
  const points = [
    [tip.x + tip.width / 2, tip.y + 2],
    [tip.x + 2, tip.y + tip.height / 2],
    [tip.x + tip.width - 2, tip.y + tip.height - 2],
  ];
  const drawn = await tooltip.evaluate((element, at) => {
    (element as HTMLElement).style.pointerEvents = 'auto';
    return at.map(([x, y]) => element.contains(document.elementFromPoint(x!, y!)));
  }, points);
  expect(drawn).toEqual([true, true, true]);
  await page.mouse.move(0, 0);
  await tooltip.waitFor({ state: 'detached' });

  // A keyboard user going through the boxes never runs out of them: focus on the last one shown (its risk meter,
  // its last stop) scrolls it into view, more boxes come, and Tab goes on to the next country.
  const before = await shown.count();
  await shown.last().getByRole('img', { name: RISK_METER }).focus();
  await page.waitForFunction((count) => document.querySelectorAll('.gpa-country-box:not([hidden])').length > count, before);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.lastChild?.textContent)).toBe(names[before]);

  // End goes to the bottom of the whole list, and its last country is there.
  await page.keyboard.press('End');
  await page.getByRole('link', { name: names.at(-1), exact: true }).waitFor();
  expect(await shown.count()).toBe(total);
  expect(await page.locator('.gpa-country-boxes').getAttribute('aria-label')).toBeNull();

  // A search shows its matches, all of them, from the top.
  const needle = 'gu';
  const expected = names.filter((name) => name.toLowerCase().includes(needle));
  expect(expected.length).toBeGreaterThan(0);
  await page.getByRole('searchbox', { name: 'Search a country by name' }).fill(needle);
  await page.waitForFunction((count) => document.querySelectorAll('.gpa-country-box:not([hidden])').length === count, expected.length);
  expect(await shown.locator('.gpa-country-link').evaluateAll((links) => links.map((link) => link.lastChild?.textContent))).toEqual(expected);
});

it('sends any other /Gpa path to /Gpa', async () => {
  await signInAs('analyst');
  await suite.page.goto(`${suite.app.server.url}/Gpa/anything`);
  await suite.page.waitForURL(`${suite.app.server.url}/Gpa`);
  await suite.page.getByRole('heading', { name: 'Continents' }).waitFor();
});

it('downloads the default world-map PDF, with the token in a header and never in the URL', async () => {
  await signInAs('analyst');
  const requests: Array<{ url: string; authorization?: string }> = [];
  suite.page.on('request', (request) => requests.push({ url: request.url(), authorization: request.headers().authorization }));
  await suite.page.goto(`${suite.app.server.url}/Gpa`);
  const [download] = await Promise.all([suite.page.waitForEvent('download'), suite.page.getByRole('button', { name: 'Download the map' }).click()]);
  expect(download.suggestedFilename()).toBe('world-risk-map.pdf');
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(file.subarray(-6).toString('latin1')).toContain('%%EOF');
  const fetched = requests.filter((request) => request.url.includes('/v2/gpa/world-map.pdf'));
  expect(fetched.map((request) => new URL(request.url).search)).toEqual(['']);
  expect(fetched[0]?.authorization).toMatch(/^Bearer \S+\.\S+\.\S+$/);
});

it('matches the world map to the countries by ISO code: names the map spells differently are clickable', async () => {
  await signInAs('analyst');
  await suite.page.goto(`${suite.app.server.url}/Gpa`);
  const map = suite.page.getByRole('group', { name: 'World risk map' });
  await map.getByRole('button', { name: 'Italy', exact: true }).waitFor();
  for (const name of ['Türkiye', 'Ivory Coast', 'East Timor', 'French Southern Territories', 'Kosovo']) {
    expect([name, await map.getByRole('button', { name, exact: true }).count()]).toEqual([name, 1]);
  }
  // Natural Earth 1:110m has 177 countries; Antarctica lies below the world map's crop (WORLD_CROP), and only
  // N. Cyprus and Somaliland belong to no seeded country.
  expect(await map.locator('path.map-country').count()).toBe(176);
  expect(await map.locator('[data-country="Antarctica"]').count()).toBe(0);
  expect(await map.locator('path.map-area[role="button"]').count()).toBe(174);
  await map.getByRole('button', { name: 'Türkiye', exact: true }).click();
  await suite.page.waitForURL(`${suite.app.server.url}/Gpa/detail/${await countryId('TR')}`);
});

it("shows a country without a map image on its clickable area map; a neighbour opens the neighbour's detail", async () => {
  await signInAs('analyst');
  await suite.page.goto(`${suite.app.server.url}/Gpa/detail/${await countryId('IT')}`);
  const map = suite.page.getByRole('group', { name: 'Map of Italy' });
  const italy = map.getByRole('button', { name: 'Italy', exact: true });
  await italy.waitFor();
  expect(await italy.getAttribute('aria-pressed')).toBe('true');
  expect(await suite.page.getByText('Error during map loading').count()).toBe(0);
  // Fitted to Italy: Italy fills a good part of the map's box.
  const [mapBox, italyBox] = await Promise.all([map.boundingBox(), italy.boundingBox()]);
  expect(italyBox!.height / mapBox!.height).toBeGreaterThan(0.5);
  expect(await map.getByRole('img', { name: 'Rome' }).count()).toBe(1);
  // France's outline takes in French Guiana, so the middle of its box lies off the map: use the keyboard.
  await map.getByRole('button', { name: 'France', exact: true }).focus();
  await suite.page.keyboard.press('Enter');
  await suite.page.waitForURL(`${suite.app.server.url}/Gpa/detail/${await countryId('FR')}`);
  await suite.page.getByRole('group', { name: 'Map of France' }).getByRole('button', { name: 'France', exact: true }).waitFor();
});
