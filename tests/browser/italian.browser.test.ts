import { browserSuite } from '../support/browser-suite';

/**
 * Issue 15, "Italian, complete", in real Chromium: signing in switches the header and the dashboard to the
 * account's language at once (no reload), and the public pages follow the visitor's language.
 */

jest.setTimeout(90_000);

const suite = browserSuite({ stepTimeoutMs: 20_000 });

afterEach(async () => {
  await suite.app.server.server.db.updateTable('customers').set({ language: 'en' }).execute();
});

it("shows header and dashboard in the account's Italian right after signing in, without a reload", async () => {
  await suite.app.server.server.db.updateTable('customers').set({ language: 'it' }).where('username', '=', 'admin').execute();
  const page = suite.page;
  await page.goto(`${suite.app.server.url}/Login`);
  // A mark that a reload would wipe.
  await page.evaluate(() => ((window as unknown as { signedInHere: boolean }).signedInHere = true));
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('Vigil-admin-1');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.getByRole('heading', { level: 1, name: 'Piattaforma di gestione della sicurezza aziendale' }).waitFor();
  await page.getByRole('button', { name: 'ANALISI' }).waitFor();
  await page.getByText('Analisi del rischio paese').first().waitFor();
  await page.getByRole('button', { name: /Menu utente/ }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { signedInHere?: boolean }).signedInHere)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');

  // The menus and the tab's title of a plugin page follow too.
  await page.getByRole('button', { name: 'ANALISI' }).click();
  await page.getByRole('link', { name: 'Analisi del rischio paese', exact: true }).click();
  await page.waitForFunction(() => document.title.startsWith('Analisi del rischio paese'));
});

it("shows the sign-in page in the browser's Italian, and in the language the visitor chooses", async () => {
  const context = await suite.app.browser.browser.newContext({ locale: 'it-IT', viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${suite.app.server.url}/Login`);
    await page.getByRole('button', { name: 'Accedi' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    // Kept for the next visit, whatever the browser says.
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.getByRole('button', { name: 'Italiano' }).click();
    await page.goto(`${suite.app.server.url}/Login/forgotpassword`);
    await page.getByRole('heading', { level: 1, name: 'Password dimenticata' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');
  } finally {
    await context.close();
  }
});
