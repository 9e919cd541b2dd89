import { openUserMenu, signInToDashboard } from '../support/browser-app';
import { browserSuite } from '../support/browser-suite';

/**
 * The admin tools of the user menu in real Chromium against the reference server and its demo data: Insurance
 * Claim and Knowledge Evaluation Test for admin, neither for anyone else. Each tool's screen is tested in its
 * plugin's folder.
 */

// Each test signs in and walks a suite.page or two; beside other browser suites the default 30 s is tight.
jest.setTimeout(60_000);

const suite = browserSuite({ stepTimeoutMs: 10_000 });

it('gives admin Admin, Insurance Claim and Knowledge Evaluation Test first in the user menu, then Account, Help and Logout', async () => {
  await signInToDashboard(suite.page, suite.app.server.url, 'admin', 'Vigil-admin-1');
  const menu = await openUserMenu(suite.page);
  const labels = (await menu.locator('li').allTextContents()).map((text) => text.trim());
  expect(labels).toEqual(['Admin', 'Insurance Claim', 'Knowledge Evaluation Test', 'Account', 'My tracking', 'Help', 'Logout']);
});

it('keeps the three admin items from an analyst', async () => {
  await signInToDashboard(suite.page, suite.app.server.url, 'analyst', 'Vigil-analyst-1');
  const menu = await openUserMenu(suite.page);
  await menu.getByRole('link', { name: 'Account', exact: true }).waitFor();
  const labels = (await menu.locator('li').allTextContents()).map((text) => text.trim());
  for (const label of ['Admin', 'Insurance Claim', 'Knowledge Evaluation Test']) expect(labels).not.toContain(label);
});
