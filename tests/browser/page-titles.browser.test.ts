import type { Locator } from 'playwright-core';
import { commonEn } from '../../host/web/i18n/en/common';
import { DASHBOARD_HEADING } from '../support/browser-app';
import { browserSuite } from '../support/browser-suite';
import { openWithToken } from '../support/open-with-token';

/**
 * Issue 15, what every page of the shell owes its reader, in real Chromium: a title of its own, and the top of a
 * new page and the old position on Back (the header and the forms: page-shell.browser.test.ts).
 */

jest.setTimeout(60_000);

const suite = browserSuite({ stepTimeoutMs: 15_000 });

const openAs = (username: string, password: string, path: string): Promise<void> => openWithToken(suite, username, password, path);

/**
 * Enter on a control, as a keyboard user does where it is: Playwright's clicks scroll a control into view first,
 * and for the sticky header that means the top of the page.
 */
async function pressInPlace(target: Locator): Promise<void> {
  await target.waitFor();
  await target.evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
  await suite.page.keyboard.press('Enter');
}

async function go(path: string): Promise<void> {
  await suite.page.goto(`${suite.app.server.url}${path}`);
}

/** The tab's title once the page's h1 is there and the title names it. */
async function titleOf(path: string): Promise<string> {
  await go(path);
  await suite.page.waitForLoadState('networkidle');
  await suite.page.locator('.page-heading h1, .public-card h1').first().waitFor();
  // Loaders give way to the page: the title is read once it has stopped changing.
  let title = await suite.page.title();
  for (;;) {
    await suite.page.waitForTimeout(400);
    const next = await suite.page.title();
    if (next === title) return title;
    title = next;
  }
}

describe('page titles', () => {
  // Read route by route over three tests (each within its time on a busy machine), then compared as a whole.
  const titles = new Map<string, string>();

  async function collect(paths: readonly string[]): Promise<Record<string, string>> {
    const read: Record<string, string> = {};
    for (const path of paths) {
      read[path] = await titleOf(path);
      titles.set(path, read[path]);
    }
    return read;
  }

  it('names the public pages and the shell: the page, then Vigil', async () => {
    expect(await collect(['/Login', '/Login/forgotpassword'])).toEqual({
      '/Login': 'Sign in - Vigil',
      '/Login/forgotpassword': 'Forgot password - Vigil',
    });
    await openAs('admin', 'Vigil-admin-1', '/');
    await suite.page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
    expect(await collect(['/', '/Account/data', '/Account/countries', '/Account/alerts'])).toEqual({
      '/': `${DASHBOARD_HEADING} - Vigil`,
      '/Account/data': 'Account - Ada Admin - Account data - Vigil',
      '/Account/countries': 'Account - Ada Admin - Monitored countries - Vigil',
      '/Account/alerts': 'Account - Ada Admin - Notifications - Vigil',
    });
  });

  it('names each module page: the module, then the page, then Vigil', async () => {
    await openAs('admin', 'Vigil-admin-1', '/');
    await suite.page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
    expect(await collect(['/Admin', '/Admin/new', '/InsuranceClaim', '/Quiz', '/Nat', '/Cmr', '/Tra', '/Tep'])).toEqual({
      '/Admin': 'Admin - Personnel - Vigil',
      '/Admin/new': 'Admin - New employee - Vigil',
      '/InsuranceClaim': 'Insurance Claim - Vigil',
      '/Quiz': 'Knowledge Evaluation Test - Vigil',
      '/Nat': 'News alerts - Vigil',
      '/Cmr': 'Crisis management room - Vigil',
      // Issue 22: a module whose heading is its name says it once; the spec titles the enrolment page TEP.
      '/Tra': 'Travel - Vigil',
      '/Tep': "Travellers' enrolment - TEP - Vigil",
    });
  });

  it("names a country page after its module and the country: 'Country risk analysis - Italy - Vigil'", async () => {
    await openAs('admin', 'Vigil-admin-1', '/');
    await suite.page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
    expect(await collect(['/Gpa'])).toEqual({ '/Gpa': 'Country risk analysis - Vigil' });
    const list = suite.page.locator('a[href^="/Gpa/list/"]').first();
    await list.waitFor();
    const listPath = (await list.getAttribute('href')) ?? '';
    expect((await collect([listPath]))[listPath]).toMatch(/^Country risk analysis - .+ - Vigil$/);
    const italy = await suite.app.server.server.db.selectFrom('countries').select('id').where('iso2', '=', 'IT').executeTakeFirstOrThrow();
    expect(await titleOf(`/Gpa/detail/${italy.id}`)).toBe('Country risk analysis - Italy - Vigil');
    titles.set('/Gpa/detail/Italy', 'Country risk analysis - Italy - Vigil');
  });

  it('never gives two routes the same title', () => {
    expect(titles.size).toBe(17);
    expect(new Set(titles.values()).size).toBe(titles.size);
  });
});

describe('scroll position', () => {
  /** The call behind the block of people in risk countries, in the dashboard's first row. */
  const PEOPLE_IN_RISK_COUNTRIES = '**/tracking/getPeopleInRiskCountries**';

  /** Every dashboard block has its data: none still says it is loading. */
  async function dashboardBlocksLoaded(): Promise<void> {
    await suite.page.waitForFunction(
      (loading) => Array.from(document.querySelectorAll('.dashboard-block [role="status"]')).every((status) => status.textContent !== loading),
      commonEn.loading,
    );
  }

  /**
   * Opens the dashboard, waits for its blocks, scrolls to its bottom and opens the account page from the sticky
   * header; answers where the reader stopped on the dashboard.
   */
  async function leaveTheDashboardScrolled(): Promise<number> {
    await suite.page.setViewportSize({ width: 1280, height: 500 });
    await openAs('admin', 'Vigil-admin-1', '/');
    await suite.page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
    await suite.page.getByRole('contentinfo').waitFor();
    // The blocks grow when their data comes; one that grew after the reader stopped would move the page under
    // them (the browser keeps what is in view in place), and where they stopped with it. The reader stops on the
    // page as it finished loading.
    await dashboardBlocksLoaded();
    const bottom = await suite.page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(bottom).toBeGreaterThan(200);
    await suite.page.mouse.wheel(0, bottom);
    // Scrolled, the header slims down and the page with it: where the reader stops is a little above `bottom`.
    await suite.page.waitForFunction(() => window.scrollY > 150);
    await suite.page.waitForTimeout(300);
    const position = await suite.page.evaluate(() => window.scrollY);

    // The header stays at the top of the window (sticky): its user menu leads to the account page.
    await pressInPlace(suite.page.getByRole('button', { name: /User menu/ }));
    await pressInPlace(suite.page.getByRole('link', { name: 'Account', exact: true }));
    await suite.page.waitForURL(/\/Account\/data$/);
    await suite.page.getByRole('heading', { level: 1, name: /Ada Admin/ }).waitFor();
    expect(await suite.page.evaluate(() => window.scrollY)).toBe(0);
    return position;
  }

  it('opens a new page at its top, and Back returns to where the reader was', async () => {
    const position = await leaveTheDashboardScrolled();
    // The reader scrolls the account page a little: Forward must bring that back, not the top.
    await suite.page.mouse.wheel(0, 120);
    await suite.page.waitForFunction(() => window.scrollY > 60);
    await suite.page.waitForTimeout(300);
    const accountPosition = await suite.page.evaluate(() => window.scrollY);

    await suite.page.goBack();
    await suite.page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
    await suite.page.waitForFunction((target) => Math.abs(window.scrollY - target) < 2, position);

    await suite.page.goForward();
    await suite.page.getByRole('heading', { level: 1, name: /Ada Admin/ }).waitFor();
    await suite.page.waitForFunction((target) => Math.abs(window.scrollY - target) < 2, accountPosition);
  });

  it('keeps the reader where they were on Back when a block above them loads after the page is tall enough', async () => {
    const position = await leaveTheDashboardScrolled();
    // The block of people in risk countries (first row) answers a second late: the page below it is already tall
    // enough by then, and its growth would push the reader's place down unless Back holds the position while the
    // page settles (its first 3 s: the second leaves room for a slow machine).
    let held = 0;
    await suite.page.route(PEOPLE_IN_RISK_COUNTRIES, async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    try {
      await suite.page.goBack();
      await suite.page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
      await dashboardBlocksLoaded();
      expect(held).toBeGreaterThan(0);
      await suite.page.waitForTimeout(300);
      expect(Math.abs((await suite.page.evaluate(() => window.scrollY)) - position)).toBeLessThan(2);
    } finally {
      await suite.page.unroute(PEOPLE_IN_RISK_COUNTRIES);
    }
  });

  it('lets the page move itself once Back has put the reader back', async () => {
    const position = await leaveTheDashboardScrolled();
    await suite.page.goBack();
    await suite.page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
    await suite.page.waitForFunction((target) => Math.abs(window.scrollY - target) < 2, position);
    // Within Back's first seconds, the page's own code (a link to an anchor, a scrollIntoView) takes the reader
    // to the top with no wheel or key of theirs: Back must not pull them down again.
    await suite.page.evaluate(() => window.scrollTo(0, 0));
    await suite.page.waitForTimeout(500);
    expect(await suite.page.evaluate(() => window.scrollY)).toBe(0);
  });
});
