import type { Page } from 'playwright-core';
import { signInToDashboard, startBrowserApp, type BrowserApp } from '../support/browser-app';

/**
 * Country risk analysis in real Chromium against the reference server: the world map leads to a country's
 * detail, a print request is sent, a visitor sees no geopolitical risks, and unknown /Gpa paths go to /Gpa.
 */
const PASSWORDS: Record<string, string> = { analyst: 'Vigil-analyst-1', visitor: 'Vigil-visitor-1' };

let app: BrowserApp;
let page: Page;

beforeAll(async () => {
  app = await startBrowserApp();
});

afterAll(async () => {
  await app?.close();
});

beforeEach(async () => {
  page = await app.newPage();
  page.setDefaultTimeout(10_000);
});

afterEach(async () => {
  await page.close();
});

async function signInAs(username: string): Promise<void> {
  await signInToDashboard(page, app.server.url, username, PASSWORDS[username]!);
}

async function countryId(iso2: string): Promise<number> {
  return (await app.server.server.db.selectFrom('countries').select('id').where('iso2', '=', iso2).executeTakeFirstOrThrow()).id;
}

/** A country whose data allows the geopolitical block. */
async function allowingCountry(): Promise<number> {
  const row = await app.server.server.db
    .selectFrom('country_risk_profiles')
    .select('country_id')
    .where('allows_geopolitical', '=', 1)
    .orderBy('country_id')
    .executeTakeFirstOrThrow();
  return row.country_id;
}

it('opens a country from the world map and shows its detail blocks', async () => {
  await signInAs('analyst');
  await page.goto(`${app.server.url}/Gpa`);
  const map = page.getByRole('group', { name: 'World risk map' });
  await map.getByRole('button', { name: 'Italy', exact: true }).click();

  await page.waitForURL(`${app.server.url}/Gpa/detail/${await countryId('IT')}`);
  await page.getByRole('heading', { level: 1, name: 'Italy' }).waitFor();
  for (const block of ['Risk indicators', 'Travel advices', 'Latest news', 'Risk value legend', 'Threat level legend']) {
    await page.getByRole('heading', { name: block }).waitFor();
  }
  expect(await page.getByRole('img', { name: /^Security evaluation .* out of 10$/ }).count()).toBe(1);
  expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').count()).toBe(1);
});

it('sends a print request in the chosen language', async () => {
  await signInAs('analyst');
  await page.goto(`${app.server.url}/Gpa/detail/${await countryId('FR')}`);
  await page.getByRole('button', { name: 'Print report' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Language').selectOption({ label: 'German' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Print request sent successfully').waitFor();
  await dialog.waitFor({ state: 'detached' });
});

it('shows the geopolitical risks to an analyst but not to a visitor', async () => {
  const country = await allowingCountry();
  await signInAs('analyst');
  await page.goto(`${app.server.url}/Gpa/detail/${country}`);
  await page.getByRole('button', { name: 'Geopolitical risks' }).waitFor();

  await page.close();
  page = await app.newPage();
  page.setDefaultTimeout(10_000);
  await signInAs('visitor');
  await page.goto(`${app.server.url}/Gpa/detail/${country}`);
  await page.getByRole('heading', { name: 'Risk indicators' }).waitFor();
  expect(await page.getByRole('heading', { name: 'Geopolitical risks' }).count()).toBe(0);
});

it('sends any other /Gpa path to /Gpa', async () => {
  await signInAs('analyst');
  await page.goto(`${app.server.url}/Gpa/anything`);
  await page.waitForURL(`${app.server.url}/Gpa`);
  await page.getByRole('heading', { name: 'Continents' }).waitFor();
});
