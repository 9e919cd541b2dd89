import type { Page } from 'playwright-core';
import { DASHBOARD_HEADING, signIn, signInToDashboard } from '../../../tests/support/browser-app';
import { browserSuite } from '../../../tests/support/browser-suite';
import { mailedToken } from '../../../tests/support/mailed-token';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import { credentials, legacyPost } from '../../../tests/server/support/legacy-request';

/**
 * Issue 21's "Done when" in real Chromium against the reference server (run it after `npm run build`): the
 * tests follow one another on one server, as one ops team's day.
 */
jest.setTimeout(120_000);

const suite = browserSuite({ stepTimeoutMs: 15_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const TITLE = 'Browser evacuation drill - Jakarta night shift';
const CUT = 'Browser evacuation drill - Jak...';

interface Tables {
  customers: { id: number; username: string };
  buildings: { id: number; label: string };
  docs_documents: { id: number; title: string };
}

function db(): ReturnType<typeof pluginDatabase<Tables>> {
  return pluginDatabase<Tables>(suite.app.server);
}

async function idOf(table: 'customers' | 'buildings', column: 'username' | 'label', value: string): Promise<number> {
  const row = await db().selectFrom(table).select('id').where(column, '=', value).executeTakeFirstOrThrow();
  return row.id;
}

async function docId(title: string): Promise<number> {
  return (await db().selectFrom('docs_documents').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.toast', { hasText: text }).first().waitFor();
}

/** Opens the wizard and passes step 1 with a link (its rule shown first). */
async function wizardWithLink(page: Page, link: string): Promise<ReturnType<Page['getByRole']>> {
  await page.getByRole('button', { name: 'Add a document' }).click();
  const wizard = page.getByRole('dialog', { name: 'Upload a document' });
  await wizard.getByLabel('Link').fill('ftp://example.com/nope');
  await wizard.getByRole('button', { name: 'Proceed' }).click({ force: true });
  await wizard.getByText('Link format not valid').first().waitFor();
  await wizard.getByLabel('Link').fill(link);
  await wizard.getByRole('button', { name: 'Proceed' }).click();
  return wizard;
}

it('an ops user uploads a PDF in three steps, each refused first; it is on the map and in the list, and Show opens it', async () => {
  const { page } = suite;
  const base = suite.app.server.url;
  await signInToDashboard(page, base, 'traveller', 'Vigil-traveller-1');
  await page.goto(`${base}/Ops`);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Ops').waitFor();

  await page.getByRole('button', { name: 'Add a document' }).click();
  const wizard = page.getByRole('dialog', { name: 'Upload a document' });
  expect(await wizard.getByRole('button', { name: '2. Description' }).isDisabled()).toBe(true);
  await wizard.getByRole('button', { name: 'Proceed' }).click({ force: true });
  await toast(page, 'Choose a file or a link');
  await wizard.getByLabel('File').setInputFiles({ name: 'drill.pdf', mimeType: 'application/pdf', buffer: PDF });
  await wizard.getByText('Chosen file: drill.pdf').waitFor();
  await wizard.getByRole('button', { name: 'Proceed' }).click();

  await wizard.getByRole('heading', { name: '2. Description' }).waitFor();
  expect(await wizard.getByRole('button', { name: '3. Users' }).isDisabled()).toBe(true);
  await wizard.getByRole('button', { name: 'Proceed' }).click({ force: true });
  await wizard.getByText('Must be compiled').first().waitFor();
  await wizard.getByLabel('Name').fill(TITLE);
  await wizard.getByRole('checkbox', { name: 'Jakarta office' }).check();
  await wizard.getByLabel('Tags').fill('drill;');
  await wizard.getByRole('button', { name: 'Delete tag drill' }).waitFor();
  await wizard.getByRole('button', { name: 'Proceed' }).click();

  await wizard.getByRole('heading', { name: '3. Users' }).waitFor();
  await wizard.getByRole('button', { name: 'Finish' }).click({ force: true });
  await wizard.getByText('Must be compiled').first().waitFor();
  // Only the employees of Jakarta office are offered: Ned Newcomer works in Lagos.
  await wizard.getByRole('checkbox', { name: 'Ann Analyst' }).waitFor();
  expect(await wizard.getByRole('checkbox', { name: 'Ned Newcomer' }).count()).toBe(0);
  await wizard.getByRole('checkbox', { name: 'Ann Analyst' }).check();
  await wizard.getByRole('button', { name: 'Finish' }).click();
  await toast(page, 'Upload wizard finish');

  const list = page.getByRole('list', { name: 'Documents' });
  const box = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TITLE }) });
  expect(await box.getByRole('heading').textContent()).toBe(CUT);

  // A click on the map's Jakarta office marker narrows the list to that project, and the address keeps it.
  const jakarta = await idOf('buildings', 'label', 'Jakarta office');
  await page.getByRole('region', { name: 'Documents by location' }).getByRole('button', { name: /^Jakarta office: \d+ documents$/ }).click();
  await page.waitForURL(`${base}/Ops?project=${jakarta}`);
  await box.waitFor();
  await page.getByRole('button', { name: 'Full screen' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Full screen', pressed: false }).waitFor();

  const [popup] = await Promise.all([page.waitForEvent('popup'), box.getByRole('button', { name: `Show ${TITLE}` }).click()]);
  const address = popup.url();
  expect(address).toContain('/docs/getFile');
  const file = await page.request.get(address);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
});

it('the named user opens it and the admin finds the entry in their Document history; a user not named gets 403', async () => {
  const { app } = suite;
  const base = app.server.url;
  const id = await docId(TITLE);
  const analyst = await idOf('customers', 'username', 'analyst');

  const page = suite.page;
  await signInToDashboard(page, base, 'analyst', 'Vigil-analyst-1');
  await page.goto(`${base}/Ops`);
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: `Show ${TITLE}` }).click()]);
  await popup.close();

  // Ned Newcomer (gpa, Lagos) may open /Ops, but the document does not name him.
  const token = await app.server.login('newcomer', 'Vigil-newcomer-1');
  const query = new URLSearchParams({ ...credentials(app.server, token), id: String(id) }).toString();
  expect((await page.request.get(`${base}/api/docs/get-detail?${query}`)).status()).toBe(403);
  expect((await page.request.get(`${base}/api/docs/getFile?${query}`)).status()).toBe(403);
  // The address alone, without anybody's credentials, opens nothing either.
  expect((await page.request.get(`${base}/api/docs/getFile?id=${id}`)).status()).toBeGreaterThanOrEqual(400);

  const admin = await suite.renewPage();
  await signInToDashboard(admin, base, 'admin', 'Vigil-admin-1');
  await admin.goto(`${base}/Gps/detail/${analyst}`);
  await admin.getByRole('button', { name: 'Messages and documents' }).click();
  await admin.getByRole('tab', { name: /^Document history \([1-9]\d*\)$/ }).click();
  await admin.getByRole('tabpanel').getByRole('rowheader', { name: TITLE }).waitFor();
});

it("the admin's per-document export lists who opened it", async () => {
  const { page } = suite;
  const base = suite.app.server.url;
  await signInToDashboard(page, base, 'admin', 'Vigil-admin-1');
  await page.goto(`${base}/Ops`);
  await page.getByRole('button', { name: `Readers of ${TITLE}` }).click();
  const readers = page.getByRole('dialog', { name: `Readers of ${TITLE}` });
  await readers.getByRole('row', { name: /Ann Analyst/ }).getByText('Yes').waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), readers.getByRole('button', { name: 'Download CSV' }).click()]);
  const path = await download.path();
  const csv = (await import('node:fs/promises')).readFile(path, 'utf8');
  expect(await csv).toMatch(/Ann Analyst.*Yes/);
});

it("adds a link document and edits it: 'Update doc success'", async () => {
  const { page } = suite;
  const base = suite.app.server.url;
  await signInToDashboard(page, base, 'traveller', 'Vigil-traveller-1');
  await page.goto(`${base}/Ops`);
  const wizard = await wizardWithLink(page, 'https://example.com/site-rules');
  await wizard.getByLabel('Name').fill('Site rules link');
  await wizard.getByRole('checkbox', { name: 'Jakarta office' }).check();
  await wizard.getByRole('button', { name: 'Proceed' }).click();
  await wizard.getByRole('checkbox', { name: 'Budi Santoso' }).check();
  await wizard.getByRole('button', { name: 'Finish' }).click();
  await toast(page, 'Upload wizard finish');

  await page.getByRole('button', { name: 'Edit Site rules link' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit document' });
  await edit.getByLabel('Link').fill('https://example.com/site rules');
  await edit.getByRole('button', { name: 'Save' }).click({ force: true });
  await edit.getByText('Link format not valid').first().waitFor();
  await edit.getByLabel('Link').fill('https://example.com/site-rules-v2');
  await edit.getByLabel('File name').fill('Site rules link v2');
  await edit.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Update doc success');
  await page.getByRole('heading', { name: 'Site rules link v2' }).waitFor();
});

it('on /Ava an ava user, added through the admin API, adds and edits a document', async () => {
  const { page, app } = suite;
  const base = app.server.url;
  const adminToken = await app.server.login('admin', 'Vigil-admin-1');
  const lagos = await idOf('buildings', 'label', 'Lagos plant');
  const email = 'ava.keeper@docs.example';
  const added = await legacyPost(app.server, '/customers/addEmployee', {
    ...credentials(app.server, adminToken), name: 'Ava', surname: 'Keeper', email, phone: '+1 555 0177', permission: 'ava', building: String(lagos),
  });
  expect(added.statusCode).toBe(200);
  const registration = await mailedToken(app.server, email, '/Login/confirm_registration/');
  const confirmed = await legacyPost(app.server, '/customers/confirmRegistration', {
    registration_token: registration, username: 'ava.keeper', password: 'Ava-keeper-1', password_confirm: 'Ava-keeper-1',
  });
  expect(confirmed.statusCode).toBe(200);

  // A new account opens the privacy policy and accepts it first.
  await signIn(page, base, 'ava.keeper', 'Ava-keeper-1');
  const [policy] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /Read our Privacy Policy/ }).click()]);
  await policy.close();
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
  await page.goto(`${base}/Ava`);
  await page.getByRole('heading', { level: 1, name: 'Ava' }).waitFor();
  const wizard = await wizardWithLink(page, 'https://example.com/generator-manual');
  await wizard.getByLabel('Name').fill('Generator manual');
  await wizard.getByRole('checkbox', { name: 'Lagos plant' }).check();
  await wizard.getByRole('button', { name: 'Proceed' }).click();
  await wizard.getByRole('checkbox', { name: 'Ava Keeper' }).check();
  await wizard.getByRole('button', { name: 'Finish' }).click();
  await toast(page, 'Upload wizard finish');

  await page.getByRole('button', { name: 'Edit Generator manual' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit document' });
  await edit.getByLabel('File name').fill('Generator manual 2026');
  await edit.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Update doc success');
  await page.getByRole('heading', { name: 'Generator manual 2026' }).waitFor();
});
