import { signInToDashboard } from '../../../tests/support/browser-app';
import { browserSuite } from '../../../tests/support/browser-suite';
import { pluginDatabase } from '../../../tests/support/plugin-database';

/**
 * Issue 20 in real Chromium: an operator's pickup message to the traveller, refused while a field is missing (the
 * spec's words), then sent; the traveller finds it in their Account and reading it marks it read.
 */
jest.setTimeout(90_000);

const suite = browserSuite({ stepTimeoutMs: 10_000 });

interface NotificationRow {
  id: number;
  content: string;
  is_read: number;
  driver: string | null;
}

it('sends a pickup to the traveller, refused while a field is missing, and the traveller reads it', async () => {
  const { page } = suite;
  const base = suite.app.server.url;
  const db = pluginDatabase<{ notifications: NotificationRow; customers: { id: number; username: string } }>(suite.app.server);
  const traveller = (await db.selectFrom('customers').select('id').where('username', '=', 'traveller').executeTakeFirstOrThrow()).id;

  await signInToDashboard(page, base, 'admin', 'Vigil-admin-1');
  await page.goto(`${base}/Gps/detail/${traveller}`);
  await page.getByRole('button', { name: 'Messages and documents' }).click();
  await page.getByRole('button', { name: 'New message' }).click();
  const form = page.getByRole('form', { name: 'New message' });
  await form.getByRole('switch').check();
  await form.getByLabel('Message').fill('Your driver waits at arrivals, exit B.');
  await form.getByLabel('Date and time').fill('2026-12-01T18:30');
  await form.getByLabel('Airport').fill('Lagos Murtala Muhammed');
  await form.getByLabel('Location').fill('Arrivals, exit B');
  await form.getByLabel('Driver', { exact: true }).fill('Emeka Obi');
  await form.getByLabel('Driver details').fill('+234 555 0100, white sign');
  await form.getByLabel('Vehicle').fill('Toyota Hiace LAG-123');
  await form.getByRole('button', { name: 'Send' }).click({ force: true });
  await form.getByText('Must be compiled').first().waitFor();
  expect(await db.selectFrom('notifications').select('id').where('content', '=', 'Your driver waits at arrivals, exit B.').execute()).toEqual([]);

  await form.getByLabel('Company').fill('Lagos Transfers');
  await form.getByRole('button', { name: 'Send' }).click();
  await page.locator('.toast', { hasText: 'Your message has been created and sent' }).waitFor();
  const sent = await db.selectFrom('notifications').select(['id', 'is_read', 'driver']).where('content', '=', 'Your driver waits at arrivals, exit B.').executeTakeFirstOrThrow();
  expect(sent).toMatchObject({ is_read: 0, driver: 'Emeka Obi' });

  const travellerPage = await suite.renewPage();
  await signInToDashboard(travellerPage, base, 'traveller', 'Vigil-traveller-1');
  await travellerPage.goto(`${base}/Account/alerts`);
  await travellerPage.getByText('Your driver waits at arrivals, exit B.').waitFor();
  await travellerPage.getByText('Emeka Obi').first().waitFor();
  // Shown whole, the message is read: the server agrees.
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const row = await db.selectFrom('notifications').select('is_read').where('id', '=', sent.id).executeTakeFirstOrThrow();
    if (row.is_read === 1) break;
    await travellerPage.waitForTimeout(100);
  }
  expect((await db.selectFrom('notifications').select('is_read').where('id', '=', sent.id).executeTakeFirstOrThrow()).is_read).toBe(1);
});
