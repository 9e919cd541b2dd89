import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../host/core/storage-keys';
import { browserSuite } from '../support/browser-suite';
import { discoverPlugins } from '../support/discover-plugins.node';

/**
 * Issue 15, "Done when": every page a user can open, in English and in Italian, signed in as admin (who may open
 * every route), is checked in real Chromium for what a user meets first: no accessibility violation that axe can
 * find, no broken image, and a title of its own in the tab; and for what nobody should meet: no script error, no
 * error on the console, no call answered with an error.
 */

// Some twenty pages, each loaded and audited, in two languages, on two busy cores.
jest.setTimeout(300_000);

const suite = browserSuite({ stepTimeoutMs: 20_000 });
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The pages of the public area, for someone signed out. */
const PUBLIC_PAGES = ['/Login', '/Login/forgotpassword', `/Login/signup/${encodeURIComponent('new.person@example.com')}/demo`];

/** The shell's own pages, besides the plugins' routes. */
const SHELL_PAGES = ['/'];

/**
 * A concrete address for each route pattern of every installed plugin. A pattern with parameters gets demo data's
 * ids; a catch-all ('/Gpa/*') redirects to a page already visited, unless it is the module's only route.
 */
async function pluginPages(): Promise<string[]> {
  const db = suite.app.server.server.db;
  const italy = await db.selectFrom('countries').select(['id', 'continent_id']).where('iso2', '=', 'IT').executeTakeFirstOrThrow();
  const traveller = await db.selectFrom('customers').select('id').where('username', '=', 'traveller').executeTakeFirstOrThrow();
  const values: Record<string, string> = {
    continent: String(italy.continent_id),
    id: String(italy.continent_id),
    country: String(italy.id),
    // /Tra/Locate/:countryID: a country on today's travels of the demo.
    countryID: String(italy.id),
    employee: String(traveller.id),
  };
  const pages: string[] = [];
  for (const manifest of discoverPlugins()) {
    const own = manifest.routes.map((route) => route.path);
    for (const pattern of own) {
      const catchAll = pattern.endsWith('/*');
      const base = catchAll ? pattern.slice(0, -2) : pattern;
      if (catchAll && own.includes(base)) continue;
      pages.push(
        base.replace(/:([a-z]+)/gi, (_, name: string) => {
          const value = values[name];
          if (!value) throw new Error(`No demo value for the route parameter ':${name}' of ${pattern}: add one above`);
          return value;
        }),
      );
    }
  }
  return pages;
}

interface PageFindings {
  path: string;
  title: string;
  violations: string[];
  brokenImages: string[];
}

/** Waits until the page has drawn its heading and its calls have settled. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** Audits the page unless it redirected to an address already audited ('/Inf/list' is '/Inf'). */
async function audit(page: Page, findings: PageFindings[]): Promise<void> {
  await settle(page);
  const path = new URL(page.url()).pathname;
  if (findings.some((finding) => finding.path === path)) return;
  // Lazy images outside the window count too: each is asked for now and given time to arrive or fail.
  const brokenImages = await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? undefined
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
              setTimeout(resolve, 5_000);
            }),
      ),
    );
    return images.filter((image) => image.naturalWidth === 0).map((image) => `${image.alt || '(no alt)'} ${image.src}`);
  });
  // Evaluated, not added as a script tag: the page's Content Security Policy refuses inline scripts, as it should.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
  findings.push({ path, title: await page.title(), violations, brokenImages });
}

async function loginToken(username: string, password: string): Promise<string> {
  const response = await fetch(`${suite.app.server.url}/api/customers/loginCustomer`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { login_token: string }).login_token;
}

describe.each(['en', 'it'])('every page in %s', (language) => {
  it('has no axe violation, no broken image, no error behind it and a title of its own', async () => {
    await suite.app.server.server.db.updateTable('customers').set({ language }).where('username', '=', 'admin').execute();
    const findings: PageFindings[] = [];
    // What a user does not see but a page that works as built never causes: a script error, an error on the
    // console, a call or file the server refused or failed.
    const troubles: string[] = [];
    let current = '';
    suite.page.on('pageerror', (error) => troubles.push(`${current}: ${error.message}`));
    suite.page.on('console', (message) => {
      if (message.type() === 'error') troubles.push(`${current}: console: ${message.text()}`);
    });
    suite.page.on('response', (response) => {
      if (response.status() >= 400) troubles.push(`${current}: HTTP ${response.status()} ${new URL(response.url()).pathname}`);
    });
    suite.page.on('requestfailed', (request) => {
      // A navigation away cancels what the last page still loaded (its lazy images): that is no failure.
      if (request.failure()?.errorText !== 'net::ERR_ABORTED') troubles.push(`${current}: ${request.failure()?.errorText} ${new URL(request.url()).pathname}`);
    });
    for (const path of PUBLIC_PAGES) {
      current = path;
      await suite.page.goto(`${suite.app.server.url}${path}`);
      // The language of the pages before sign-in, as the page's own switch keeps it.
      await suite.page.evaluate(([key, chosen]) => window.localStorage.setItem(key, chosen), [STORAGE_KEYS.language, language] as const);
      await suite.page.reload();
      await audit(suite.page, findings);
    }
    const token = await loginToken('admin', 'Vigil-admin-1');
    const signedIn = [...SHELL_PAGES, ...(await pluginPages())];
    await suite.page.goto(`${suite.app.server.url}/?login_token=${encodeURIComponent(token)}`);
    for (const path of signedIn) {
      current = path;
      await suite.page.goto(`${suite.app.server.url}${path}`);
      await audit(suite.page, findings);
    }

    expect(troubles).toEqual([]);
    expect(findings.filter((page) => page.violations.length > 0).map(({ path, violations }) => ({ path, violations }))).toEqual([]);
    expect(findings.filter((page) => page.brokenImages.length > 0).map(({ path, brokenImages }) => ({ path, brokenImages }))).toEqual([]);
    // Pages of one module differ by their heading; a title shared by two addresses names neither well.
    const byTitle = new Map<string, string[]>();
    for (const { path, title } of findings) byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
    expect([...byTitle].filter(([, paths]) => paths.length > 1)).toEqual([]);
  });
});
