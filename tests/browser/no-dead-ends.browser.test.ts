import { PERMISSION_WARNING } from '../../host/core/messages';
import { DASHBOARD_HEADING } from '../support/browser-app';
import { browserSuite } from '../support/browser-suite';
import { startTestServer, type TestServer } from '../support/test-server';
import { testWebRoot } from '../support/test-web-root';

/**
 * Issue 15, "No dead ends", in real Chromium against the reference server: every signed-in user reaches their
 * account, a tool this installation does not serve says so on a titled page with a way back, and a refused page
 * shows its warning over the page the user came from.
 */

// Signing in, a page and a second server on two busy cores.
jest.setTimeout(60_000);

const suite = browserSuite({ stepTimeoutMs: 15_000 });

/** Gives a demo account these permissions (the next sign-in reads them), on the suite's server or `server`. */
async function grant(username: string, permissions: readonly string[], language = 'en', server: TestServer = suite.app.server): Promise<void> {
  await server.server.db
    .updateTable('customers')
    .set({ permissions: JSON.stringify(permissions), language })
    .where('username', '=', username)
    .execute();
}

/** Opens `path` signed in as `username`, as a bubble link or a mailed link does (the token in the address). */
async function openAs(username: string, password: string, path: string, base = suite.app.server.url): Promise<void> {
  const token = await loginAt(base, username, password);
  await suite.page.goto(`${base}${path}?login_token=${encodeURIComponent(token)}`);
}

async function loginAt(base: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/customers/loginCustomer`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username} answered ${response.status}`);
  return ((await response.json()) as { login_token: string }).login_token;
}

function path(): string {
  return new URL(suite.page.url()).pathname;
}

describe('/Account', () => {
  it.each([[['nat']], [['inf']], [['gpa_detail']], [['tra']], [[]]])(
    'opens for a user holding only %j, from the user menu and by its address',
    async (permissions) => {
      await grant('traveller', permissions);
      await openAs('traveller', 'Vigil-traveller-1', '/');
      await suite.page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
      await suite.page.getByRole('button', { name: /User menu/ }).click();
      await suite.page.getByRole('link', { name: 'Account', exact: true }).click();

      await suite.page.getByRole('heading', { level: 1, name: /Tom Traveller/ }).waitFor();
      expect(path()).toBe('/Account/data');
      expect(await suite.page.getByRole('dialog', { name: PERMISSION_WARNING.title }).count()).toBe(0);

      await suite.page.goto(`${suite.app.server.url}/Account/alerts`);
      await suite.page.getByRole('link', { name: /^Notifications/ }).waitFor();
      expect(await suite.page.getByRole('link', { name: /^Notifications/ }).getAttribute('aria-current')).toBe('page');
      expect(await suite.page.getByRole('dialog', { name: PERMISSION_WARNING.title }).count()).toBe(0);
    },
  );
});

describe('a tool this installation does not serve', () => {
  /**
   * Every tool of the product is built now; travel (tra) and enrolment (tep) stand for the unbuilt ones on a
   * server that does not install them, as an installation without a module is configured.
   */
  describe('on a server without tra and tep', () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer({ webRoot: testWebRoot(), listen: true, config: { disabledPlugins: ['tra', 'tep'] } });
    });

    afterAll(async () => {
      await server.close();
    });

    it('shows a titled page that says so, with the way back, in English and in Italian', async () => {
      await grant('traveller', ['tra', 'tep'], 'en', server);
      await openAs('traveller', 'Vigil-traveller-1', '/Tra/detail/3', server.url);

      const heading = suite.page.getByRole('heading', { level: 1, name: 'Travel e-ticket (TRA) is not available' });
      await heading.waitFor();
      expect(path()).toBe('/Tra/detail/3');
      expect(await suite.page.title()).toBe('Travel e-ticket (TRA) is not available - Vigil');
      await suite.page.getByText('This tool is not installed on this server yet').waitFor();
      await suite.page.getByRole('link', { name: 'Back to the dashboard' }).click();
      await suite.page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
      expect(path()).toBe('/');

      await grant('traveller', ['tra', 'tep'], 'it', server);
      await openAs('traveller', 'Vigil-traveller-1', '/Tep', server.url);
      // The language is the account's from the next page on.
      await suite.page.reload();
      await suite.page.getByRole('heading', { level: 1, name: 'Registrazione dei viaggiatori (TEP) non è disponibile' }).waitFor();
      await suite.page.getByRole('link', { name: 'Torna alla dashboard' }).waitFor();
    });

    it('tells a user whose every tool is unbuilt so on the dashboard, naming the tools', async () => {
      await grant('traveller', ['tra', 'tep'], 'en', server);
      await openAs('traveller', 'Vigil-traveller-1', '/', server.url);

      const notice = suite.page.getByRole('status').filter({ hasText: 'Your tools are not available on this installation yet' });
      await notice.waitFor();
      const text = (await notice.textContent()) ?? '';
      for (const tool of ["Travel e-ticket (TRA)", "Travellers' enrolment (TEP)"]) {
        expect(text).toContain(tool);
      }
    });
  });

  it('does not bother a user who has a tool to open', async () => {
    await openAs('visitor', 'Vigil-visitor-1', '/');
    await suite.page.getByRole('link', { name: /Country risk analysis/ }).first().waitFor();
    expect(await suite.page.getByText('Your tools are not available on this installation yet').count()).toBe(0);
  });

  it('says the same of a module this server does not install, instead of sending the user away', async () => {
    const server = await startTestServer({ webRoot: testWebRoot(), listen: true, config: { disabledPlugins: ['cmr'] } });
    try {
      await openAs('admin', 'Vigil-admin-1', '/Cmr', server.url);
      await suite.page.getByRole('heading', { level: 1, name: 'Crisis management room (CMR) is not available' }).waitFor();
      expect(new URL(suite.page.url()).pathname).toBe('/Cmr');
      // Any other address still leads home.
      await suite.page.goto(`${server.url}/No/Such/Page`);
      await suite.page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
      expect(new URL(suite.page.url()).pathname).toBe('/');
    } finally {
      await server.close();
    }
  });
});

describe("the 'Warning!' modal", () => {
  it('opens over the dashboard when the refused page is the first one opened, then stays there', async () => {
    await openAs('visitor', 'Vigil-visitor-1', '/Cmr');

    const dialog = suite.page.getByRole('dialog', { name: PERMISSION_WARNING.title });
    await dialog.waitFor();
    // Behind it, the page the OK leads to, not a blank page.
    await suite.page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(path()).toBe('/');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(path()).toBe('/');
  });

  it('opens over the page the user came from, then goes to the dashboard', async () => {
    await openAs('visitor', 'Vigil-visitor-1', '/Account/data');
    const account = suite.page.getByRole('heading', { level: 1, name: /Vera Visitor/ });
    await account.waitFor();

    // A link inside the app to a refused page: the router follows it without a page load.
    await suite.page.evaluate(() => {
      window.history.pushState(null, '', '/Admin');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });

    const dialog = suite.page.getByRole('dialog', { name: PERMISSION_WARNING.title });
    await dialog.waitFor();
    // Behind it, the page the user was on (drawn again), not a blank page.
    await account.waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(path()).toBe('/Account/data');
    expect(await suite.page.getByRole('heading', { level: 1, name: 'Personnel' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await suite.page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
    expect(path()).toBe('/');
  });
});
