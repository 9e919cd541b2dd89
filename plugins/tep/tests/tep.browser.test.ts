import { signInToDashboard } from '../../../tests/support/browser-app';
import { browserSuite } from '../../../tests/support/browser-suite';

/** /Tep in real Chromium against the reference server (run it after `npm run build`). Issue 22: "/Tep expands a sample record". */

// Signs in and opens a page; beside other browser suites the default 30 s is tight.
jest.setTimeout(60_000);

const suite = browserSuite({ stepTimeoutMs: 10_000 });

it('opens TEP as admin from the dashboard, labelled sample data, and expands a record to its fields', async () => {
  const { page } = suite;
  const base = suite.app.server.url;
  await signInToDashboard(page, base, 'admin', 'Vigil-admin-1');
  await page.getByRole('link', { name: /Travellers' enrolment/ }).first().click();

  await page.getByRole('heading', { level: 1, name: 'TEP' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/Tep');
  expect(await page.title()).toBe("Travellers' enrolment - TEP - Vigil");
  expect(await page.getByRole('note').textContent()).toContain('Sample data');

  const list = page.getByRole('list', { name: 'Staff enrolled (sample data)' });
  const row = list.getByRole('listitem').filter({ hasText: 'Hannah Clarke' });
  const toggle = row.getByRole('button', { name: /Hannah Clarke/ });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  const details = row.getByRole('definition');
  expect(await details.first().isVisible()).toBe(false);

  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await details.first().waitFor();
  expect(await details.count()).toBe(22);
  expect(await row.getByRole('term').allTextContents()).toEqual(expect.arrayContaining(['Mission leader', 'Satellite phone', 'Fax']));
  expect(await row.textContent()).toContain('hannah.clarke@example.com');
  expect(await row.textContent()).toContain('14 Dec 2026');
});
