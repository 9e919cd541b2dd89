import { signInToDashboard } from '../support/browser-app';
import { browserSuite } from '../support/browser-suite';

/**
 * The account plugin in real Chromium against the reference server: each change is made through the page, the
 * server is restarted on the same database, and the reloaded page still shows it.
 */

const suite = browserSuite({ stepTimeoutMs: 10_000, prepare: (page, app) => signInToDashboard(page, app.server.url, 'analyst', 'Vigil-analyst-1') });

async function restartAndReload(): Promise<void> {
  await suite.app.server.restart();
  await suite.page.reload();
}

function levels(country: string) {
  return suite.page.getByRole('group', { name: `Threat levels alerted for ${country}` });
}

it('adds a monitored country with a threat level that is still there after a server restart', async () => {
  await suite.page.goto(`${suite.app.server.url}/Account/countries`);
  // The analyst's demo countries come first.
  await levels('Italy').waitFor();
  await suite.page.getByLabel('Country to monitor').selectOption({ label: 'Germany' });
  await suite.page.getByRole('button', { name: 'Add', exact: true }).click();
  await levels('Germany').waitFor();
  await levels('Germany').getByRole('button', { name: 'High' }).click();
  await suite.page.waitForSelector('[role="group"][aria-label="Threat levels alerted for Germany"] button[aria-pressed="true"]');

  await restartAndReload();

  const germany = levels('Germany');
  await germany.waitFor();
  const pressed = await germany.getByRole('button').evaluateAll((buttons) =>
    buttons.map((button) => `${button.textContent}:${button.getAttribute('aria-pressed')}`),
  );
  expect(pressed).toEqual(['Low:false', 'Medium:false', 'High:true', 'Extreme:false']);
  expect(await suite.page.getByRole('link', { name: /Monitored countries \(3\)/ }).count()).toBe(1);
});

it('deletes a notification after the confirmation, for good', async () => {
  await suite.page.goto(`${suite.app.server.url}/Account/alerts`);
  const deleteButtons = suite.page.getByRole('button', { name: /^Delete the notification of/ });
  await deleteButtons.first().waitFor();
  const before = await deleteButtons.count();
  const content = await suite.page.locator('.account-alert p').first().textContent();

  await deleteButtons.first().click();
  await suite.page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await suite.page.getByText('Alert delete succesfully').waitFor();
  expect(await deleteButtons.count()).toBe(before - 1);

  await restartAndReload();

  await suite.page.getByRole('link', { name: `Notifications (${before - 1})` }).waitFor();
  expect(await suite.page.getByText(content ?? '', { exact: true }).count()).toBe(0);
});

it('uploads a square-cropped picture that the header then shows', async () => {
  await suite.page.goto(`${suite.app.server.url}/Account/data`);
  await suite.page.getByRole('heading', { name: 'Profile picture' }).waitFor();
  // A small picture drawn by the browser itself: a blue field with a red square, 120×80.
  const base64 = await suite.page.evaluate(() => {
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
  await suite.page.getByLabel('Choose a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') });
  const dialog = suite.page.getByRole('dialog', { name: 'Crop the picture' });
  await dialog.getByLabel('Zoom').fill('1.5');
  await dialog.getByRole('button', { name: 'Use this picture' }).click();
  await suite.page.getByText('Your edit was successful').waitFor();
  expect(await dialog.count()).toBe(0);

  const avatar = suite.page.getByRole('img', { name: /^Picture of / });
  await suite.page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('img.account-avatar');
    return !!image && image.complete && image.naturalWidth > 0;
  });
  // The cropped square: as wide as high.
  const size = await avatar.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
  expect(size[0]).toBe(size[1]);
  expect(await avatar.getAttribute('src')).not.toMatch(/^data:/);
});

it('saves phone and language through the user menu, and keeps them after a server restart', async () => {
  await suite.page.getByRole('button', { name: /User menu/ }).click();
  await suite.page.getByRole('link', { name: 'Account', exact: true }).click();
  await suite.page.waitForURL(`${suite.app.server.url}/Account/data`);
  expect(await suite.page.getByRole('link', { name: 'Account data' }).getAttribute('aria-current')).toBe('page');
  await suite.page.getByText('(you)').waitFor();

  await suite.page.getByLabel('Phone', { exact: true }).fill('+44 20 7946 0000');
  await suite.page.getByLabel('Language').selectOption('it');
  await suite.page.getByRole('button', { name: 'Save' }).click();
  // The interface follows the saved language at once.
  await suite.page.getByRole('link', { name: 'Dati account' }).waitFor();

  await restartAndReload();

  await suite.page.getByRole('link', { name: 'Dati account' }).waitFor();
  expect(await suite.page.locator('input[name="phone"]').inputValue()).toBe('+44 20 7946 0000');
  expect(await suite.page.locator('select[name="language"]').inputValue()).toBe('it');
});
