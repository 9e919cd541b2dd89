import type { Generated } from 'kysely';
import type { Locator, Page } from 'playwright-core';
import { ingestRequest, type SimulatedDevice } from '../../../cli/track/ingest-request';
import { sendIngestRequest } from '../../../cli/track/send-ingest-request';
import { DASHBOARD_HEADING } from '../../../tests/support/browser-app';
import { browserSuite } from '../../../tests/support/browser-suite';
import { knowledgeTestQuestions } from '../../../tests/support/knowledge-test-questions';
import { openWithToken } from '../../../tests/support/open-with-token';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import { pairDevice, type DeviceSetup } from '../../tracking/contract';

/**
 * Issue 22's "Done when" in real Chromium against the reference server (run it after `npm run build`), as one
 * travel's story: the traveller registers a trip to Egypt without its induction, the admin's approval is refused
 * naming it, the traveller passes it and the approval goes through; positions freshen the badge; Locate selects
 * them, Contact reaches them; an extreme alert for Egypt counts them.
 */
jest.setTimeout(240_000);

const suite = browserSuite({ stepTimeoutMs: 20_000 });

const TRAVEL = 'Cairo site survey';
const MESSAGE = 'Please confirm you are safe in Cairo.';
const TRAVELLER = 'Tom Traveller';
const CAIRO = { lat: 30.0444, lon: 31.2357 };

interface Tables {
  customers: { id: number; username: string; permissions: string };
  countries: { id: number; iso2: string };
  travels: { id: number; travel_name: string };
  notifications: { id: number; customer_id: number; content: string };
  tracking_people: { customer_id: number; last_fix_time: string | null };
  threat_categories: { id: number };
  news_alerts: { id: Generated<number>; country_id: number; category_id: number; alert_level: string; title: string; subtitle: string; description: string; image: string | null; is_demo: number; created_at: string };
}

const db = () => pluginDatabase<Tables>(suite.app.server);
const today = (days = 0): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let egypt = 0;
let travellerId = 0;

beforeAll(async () => {
  egypt = (await db().selectFrom('countries').select('id').where('iso2', '=', 'EG').executeTakeFirstOrThrow()).id;
  const traveller = await db().selectFrom('customers').select(['id', 'permissions']).where('username', '=', 'traveller').executeTakeFirstOrThrow();
  travellerId = traveller.id;
  // The admin gives the traveller e-learning, where the inductions are (the demo traveller runs travels only).
  const permissions = [...(JSON.parse(traveller.permissions) as string[]), 'inf'];
  await db().updateTable('customers').set({ permissions: JSON.stringify(permissions) }).where('id', '=', travellerId).execute();
});

async function toast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.toast', { hasText: text }).first().waitFor();
}

/** The travel's entry on /Tra, found with the list's search. */
async function travelOnList(page: Page): Promise<Locator> {
  await page.goto(`${suite.app.server.url}/Tra`);
  await page.getByRole('heading', { level: 1, name: 'Travel' }).waitFor();
  await page.getByLabel('Search by name').fill('Cairo');
  const item = page.getByRole('article', { name: TRAVEL });
  await item.waitFor();
  return item;
}

/** The value of one field of the travel's entry (its <dt> and <dd>). */
async function field(item: Locator, name: string): Promise<string> {
  return ((await item.locator(`dt:text-is("${name}") + dd`).textContent()) ?? '').trim();
}

/** Signs in as `username` with the token in the address (as a bubble link does), whoever was signed in before. */
async function signInAs(username: 'admin' | 'traveller'): Promise<Page> {
  await openWithToken(suite, username, username === 'admin' ? 'Vigil-admin-1' : 'Vigil-traveller-1', '/');
  await suite.page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
  return suite.page;
}

it('the traveller registers a trip to Egypt; approval waits for its induction; positions, Locate, Contact and an alert follow', async () => {
  // The traveller registers the trip: it waits, and tells them what to pass.
  let page = await signInAs('traveller');
  await page.goto(`${suite.app.server.url}/Tra`);
  await page.getByRole('button', { name: 'New travel' }).click();
  const form = page.getByRole('dialog', { name: 'New travel' });
  await form.getByLabel('Traveller').selectOption({ label: TRAVELLER });
  await form.getByLabel('Name', { exact: true }).fill(TRAVEL);
  await form.getByLabel('Start date').fill(today());
  await form.getByLabel('End date').fill(today(6));
  const stop = form.getByRole('listitem', { name: 'Stop 1' });
  if ((await stop.count()) === 0) await form.getByRole('button', { name: 'Add a stop' }).click();
  await stop.getByLabel('Country').selectOption({ label: 'Egypt' });
  await stop.getByLabel('Arrival day').fill(today());
  await form.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Travel saved');
  let item = await travelOnList(page);
  expect(await field(item, 'Approved')).toBe('No');
  await item.getByText('Pass these inductions before your travel can be approved').waitFor();
  expect(await item.getByRole('link', { name: 'Induction: Egypt' }).getAttribute('href')).toBe(`/Inf/detail/${egypt}`);

  // The admin's approval is refused, naming the induction.
  page = await signInAs('admin');
  item = await travelOnList(page);
  await item.getByRole('button', { name: `Approve ${TRAVEL}` }).click();
  await toast(page, 'The traveller has not passed the induction of Egypt');
  await item.getByRole('link', { name: 'Induction: Egypt' }).waitFor();
  expect(await field(item, 'Approved')).toBe('No');

  // The traveller follows the link and passes Egypt's test.
  page = await signInAs('traveller');
  item = await travelOnList(page);
  await item.getByRole('link', { name: 'Induction: Egypt' }).click();
  await page.waitForURL(new RegExp(`/Inf/detail/${egypt}$`));
  const questions = await knowledgeTestQuestions(suite.app.server, egypt);
  const test = page.getByRole('region', { name: 'Knowledge test' });
  await test.getByRole('button', { name: 'Start' }).click();
  const groups = page.locator('fieldset.form-checkboxes');
  await groups.first().waitFor();
  for (const [index, question] of questions.entries()) {
    const correct = question.options.filter((option) => option.correct);
    const role = correct.length > 1 ? 'checkbox' : 'radio';
    for (const option of correct) await groups.nth(index).getByRole(role, { name: option.option, exact: true }).check();
  }
  await test.getByRole('button', { name: 'Submit' }).click();
  await test.getByText('Passed', { exact: true }).waitFor();

  // Now the approval goes through, and /Tra shows Yes.
  page = await signInAs('admin');
  item = await travelOnList(page);
  await item.getByRole('button', { name: `Approve ${TRAVEL}` }).click();
  await toast(page, 'Travel approved');
  await item.locator('dt:text-is("Approved") + dd', { hasText: 'Yes' }).waitFor();

  // The traveller's phone last reported an hour ago, longer than the travel's interval: the badge is extreme.
  // Positions sent from it now turn it medium.
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  await db().updateTable('tracking_people').set({ last_fix_time: hourAgo }).where('customer_id', '=', travellerId).execute();
  item = await travelOnList(page);
  await item.locator('[data-level="extreme"]', { hasText: 'Position not updated' }).waitFor();
  const login = await suite.app.server.login('admin', 'Vigil-admin-1');
  const paired = await fetch(`${suite.app.server.url}/api${pairDevice.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login_token: login, app_token: suite.app.server.appToken, employee: String(travellerId), app: 'traccar' }),
  });
  expect(paired.status).toBe(200);
  const { setup } = (await paired.json()) as { setup: DeviceSetup };
  const phone: SimulatedDevice = { protocol: 'traccar-json', setup, index: 0 };
  for (const ago of [20_000, 0]) {
    const fix = { ...CAIRO, timeMs: Math.floor((Date.now() - ago) / 1000) * 1000, speed: 0, bearing: 0, altitude: 23, accuracy: 8, battery: 0.8, charging: false };
    expect((await sendIngestRequest(ingestRequest(phone, fix), 10_000)).status).toBe(200);
  }
  item = await travelOnList(page);
  await item.locator('[data-level="medium"]', { hasText: 'Position updated' }).waitFor();
  expect(await field(item, 'Detection time')).toMatch(/ CES?T$/);

  // Locate: a rectangle around the traveller selects them; Contact opens the form with their travel.
  const travelId = (await db().selectFrom('travels').select('id').where('travel_name', '=', TRAVEL).executeTakeFirstOrThrow()).id;
  await page.goto(`${suite.app.server.url}/Tra/Locate/${egypt}`);
  const map = page.locator('svg[aria-label="Staff presence"]');
  const marker = map.locator('.map-marker').first();
  await marker.waitFor();
  const box = await marker.boundingBox();
  if (!box) throw new Error('the traveller has no marker');
  await page.getByRole('button', { name: 'Select area' }).click();
  await page.mouse.move(box.x - 30, box.y - 30);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width + 30, box.y + box.height + 30, { steps: 5 });
  await page.mouse.up();
  await page.getByText('1 employees selected in the area').waitFor();
  await page.getByRole('region', { name: 'Selected people' }).getByText(TRAVELLER).waitFor();
  await page.getByRole('link', { name: 'Contact' }).click();
  await page.waitForURL((url) => url.pathname === `/Tra/Locate/${egypt}/contact` && url.searchParams.get('travels') === String(travelId));

  // An empty message is refused; a sent one reaches them.
  await page.getByRole('checkbox', { name: TRAVELLER }).waitFor();
  await page.getByRole('button', { name: 'Send' }).click({ force: true });
  await page.getByText('Must be compiled').first().waitFor();
  await page.getByLabel('Message').fill(MESSAGE);
  await page.getByRole('button', { name: 'Send' }).click();
  await toast(page, 'Message send successfully');
  const received = await db().selectFrom('notifications').select('content').where('customer_id', '=', travellerId).where('content', 'like', `${MESSAGE}%`).execute();
  expect(received).toHaveLength(1);

  // A new extreme alert for Egypt counts them, with a Contact button for exactly their travel.
  const category = await db().selectFrom('threat_categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  await db()
    .insertInto('news_alerts')
    .values({ country_id: egypt, category_id: category.id, alert_level: 'extreme', title: 'Unrest in Cairo', subtitle: 'Protests downtown', description: '<p>Avoid the centre.</p>', image: null, is_demo: 0, created_at: new Date().toISOString() })
    .execute();
  await page.goto(`${suite.app.server.url}/Nat`);
  const card = page.getByRole('article').filter({ hasText: 'Unrest in Cairo' });
  await card.getByText('1 traveller affected').waitFor();
  const contact = card.getByRole('link', { name: 'Contact' });
  expect(await contact.getAttribute('href')).toBe(`/Tra/Locate/contact?travels=${travelId}`);
  await contact.click();
  await page.getByRole('checkbox', { name: TRAVELLER }).waitFor();
  expect(await page.getByRole('checkbox', { name: TRAVELLER }).isChecked()).toBe(true);
});
