import type { Page } from 'playwright-core';
import { signInToDashboard, startBrowserApp, type BrowserApp } from '../support/browser-app';

/**
 * The account plugin in real Chromium against the reference server: each change is made through the page, the
 * server is restarted on the same database, and the reloaded page still shows it.
 */

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
  // A step that cannot happen fails with its locator named, well before the hook's own timeout.
  page.setDefaultTimeout(10_000);
  await signInToDashboard(page, app.server.url, 'analyst', 'Vigil-analyst-1');
});

afterEach(async () => {
  await page.close();
});

async function restartAndReload(): Promise<void> {
  await app.server.restart();
  await page.reload();
}

function levels(country: string) {
  return page.getByRole('group', { name: `Threat levels alerted for ${country}` });
}

it('adds a monitored country with a threat level that is still there after a server restart', async () => {
  await page.goto(`${app.server.url}/Account/countries`);
  // The analyst's demo countries come first.
  await levels('Italy').waitFor();
  await page.getByLabel('Country to monitor').selectOption({ label: 'Germany' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await levels('Germany').waitFor();
  await levels('Germany').getByRole('button', { name: 'High' }).click();
  await page.waitForSelector('[role="group"][aria-label="Threat levels alerted for Germany"] button[aria-pressed="true"]');

  await restartAndReload();

  const germany = levels('Germany');
  await germany.waitFor();
  const pressed = await germany.getByRole('button').evaluateAll((buttons) =>
    buttons.map((button) => `${button.textContent}:${button.getAttribute('aria-pressed')}`),
  );
  expect(pressed).toEqual(['Low:false', 'Medium:false', 'High:true', 'Extreme:false']);
  expect(await page.getByRole('link', { name: /Monitored countries \(3\)/ }).count()).toBe(1);
});

it('deletes a notification after the confirmation, for good', async () => {
  await page.goto(`${app.server.url}/Account/alerts`);
  const deleteButtons = page.getByRole('button', { name: /^Delete the notification of/ });
  await deleteButtons.first().waitFor();
  const before = await deleteButtons.count();
  const content = await page.locator('.account-alert p').first().textContent();

  await deleteButtons.first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.getByText('Alert delete succesfully').waitFor();
  expect(await deleteButtons.count()).toBe(before - 1);

  await restartAndReload();

  await page.getByRole('link', { name: `Notifications (${before - 1})` }).waitFor();
  expect(await page.getByText(content ?? '', { exact: true }).count()).toBe(0);
});

it('uploads a square-cropped picture that the header then shows', async () => {
  await page.goto(`${app.server.url}/Account/data`);
  await page.getByRole('heading', { name: 'Profile picture' }).waitFor();
  // A small picture drawn by the browser itself: a blue field with a red square, 120×80.
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#1d6fd6';
    context.fillRect(0, 0, 120, 80);
    context.fillStyle = '#a4001d';
    context.fillRect(40, 20, 40, 40);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') });
  const dialog = page.getByRole('dialog', { name: 'Crop the picture' });
  await dialog.getByLabel('Zoom').fill('1.5');
  await dialog.getByRole('button', { name: 'Use this picture' }).click();
  await page.getByText('Your edit was successful').waitFor();
  expect(await dialog.count()).toBe(0);

  const avatar = page.getByRole('img', { name: /^Picture of / });
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('img.account-avatar');
    return !!image && image.complete && image.naturalWidth > 0;
  });
  // The cropped square: as wide as high.
  const size = await avatar.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
  expect(size[0]).toBe(size[1]);
  expect(await avatar.getAttribute('src')).not.toMatch(/^data:/);
});

it('saves phone and language through the user menu, and keeps them after a server restart', async () => {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await page.waitForURL(`${app.server.url}/Account/data`);
  expect(await page.getByRole('link', { name: 'Account data' }).getAttribute('aria-current')).toBe('page');
  await page.getByText('(you)').waitFor();

  await page.getByLabel('Phone', { exact: true }).fill('+44 20 7946 0000');
  await page.getByLabel('Language').selectOption('it');
  await page.getByRole('button', { name: 'Save' }).click();
  // The interface follows the saved language at once.
  await page.getByRole('link', { name: 'Dati account' }).waitFor();

  await restartAndReload();

  await page.getByRole('link', { name: 'Dati account' }).waitFor();
  expect(await page.locator('input[name="phone"]').inputValue()).toBe('+44 20 7946 0000');
  expect(await page.locator('select[name="language"]').inputValue()).toBe('it');
});
