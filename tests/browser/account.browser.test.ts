import { demoEmail } from '../../host/server/seed/demo-accounts';
import { signInToDashboard } from '../support/browser-app';
import { browserSuite } from '../support/browser-suite';
import { mailedToken } from '../support/mailed-token';

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

// Issue 13. Before the language test below, which leaves the account in Italian.
it('changes the password only with the current one and a strong new one, and the page stays signed in', async () => {
  const { page } = suite;
  await page.goto(`${suite.app.server.url}/Account/data`);
  async function change(current: string, next: string): Promise<void> {
    await page.getByLabel('Current password').fill(current);
    await page.getByLabel('New password', { exact: true }).fill(next);
    await page.getByLabel('Confirm new password').fill(next);
    await page.getByRole('button', { name: 'Change password' }).click();
  }
  await change('Wrong-analyst-9', 'Nightjar-Copper-71');
  await page.getByRole('alert').filter({ hasText: 'Your current password is not correct' }).first().waitFor();
  expect(await page.getByLabel('Current password').getAttribute('aria-invalid')).toBe('true');
  await change('Vigil-analyst-1', 'password1!');
  await page.getByRole('alert').filter({ hasText: 'This password is too easy to guess' }).first().waitFor();
  expect(await page.getByLabel('New password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
  await change('Vigil-analyst-1', 'Nightjar-Copper-71');
  await page.getByText('Password change successfull').first().waitFor();

  // The answer's fresh login token keeps this page signed in; the new password signs in.
  await page.reload();
  await page.getByRole('heading', { name: 'Change password' }).waitFor();
  expect(await suite.app.server.login('analyst', 'Nightjar-Copper-71')).toBeTruthy();
  // Back to the demo password, for the tests after this one.
  await change('Nightjar-Copper-71', 'Vigil-analyst-1');
  await page.getByText('Password change successfull').first().waitFor();
  expect(await suite.app.server.login('analyst', 'Vigil-analyst-1')).toBeTruthy();
});

it('keeps the email until the link mailed to the new address is confirmed on its page', async () => {
  const { page } = suite;
  const { server } = suite.app;
  await page.goto(`${server.url}/Account/data`);
  const email = page.getByLabel('Email', { exact: true });
  await email.fill('ann.moved@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('We emailed a confirmation link to ann.moved@example.com: your email changes once you open it.').waitFor();
  expect(await email.inputValue()).toBe(demoEmail('analyst'));

  const token = await mailedToken(server, 'ann.moved@example.com', '/Login/confirm_email/');
  await page.goto(`${server.url}/Login/confirm_email/${encodeURIComponent(token)}`);
  await page.getByRole('heading', { name: 'Confirm your new email address' }).waitFor();
  await page.getByRole('button', { name: 'Confirm the new address' }).click();
  await page.getByText('Your email address has been changed').first().waitFor();

  // The browser that asked for the change is still signed in, and sees the new address.
  await page.goto(`${server.url}/Account/data`);
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="email"]')?.value === 'ann.moved@example.com');
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
