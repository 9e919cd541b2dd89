import routeTable from '../../config/route-permissions.json';
import { routePrefix } from '../../host/core/plugin-manifest';
import { browserSuite } from '../support/browser-suite';
import { discoverPlugins } from '../support/discover-plugins.node';
import { englishOnlyTexts } from '../support/english-texts';

/**
 * Issue 15, "Italian, complete": admin, in Italian, opens every route they can (the plugins' routes, the route
 * table's tools, the account's tabs) and no page shows an English text of a catalogue whose Italian differs, nor
 * an i18n key (what i18next shows for a key no language has). Texts, labels, titles, placeholders and alternative
 * texts are read. Issue 24, "Italian, whole where content shows": nor a date in English or in the data's ISO form
 * (dates follow the reader's language), and a country is named in Italian in e-learning as on /Gpa. The risk
 * names and travel-advice topics the data writes are in gpa's catalogue, so an English one is caught as a text.
 */

jest.setTimeout(240_000);

/** The mark the demo data's own texts carry (gpa's DEMO_LABEL): content, as the data writes it. */
const DEMO_MARK = '(Demo content)';

const suite = browserSuite({ stepTimeoutMs: 20_000 });

/** A date written the English way ('Sat, 28 Nov 2026', '28 Nov 2026', 'Nov 28, 2026') or as the data's ISO day. */
const ENGLISH_DATE = [
  /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2}/,
  /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/,
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}\b/,
  /(^|[^\d-])\d{4}-\d{2}-\d{2}([^\d]|$)/,
];

async function loginToken(username: string, password: string): Promise<string> {
  const response = await fetch(`${suite.app.server.url}/api/customers/loginCustomer`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username} answered ${response.status}`);
  return ((await response.json()) as { login_token: string }).login_token;
}

/** Every address admin can open: parameters filled with Europe and Italy, sub-routes by their prefix. */
async function adminPaths(): Promise<string[]> {
  const { db } = suite.app.server.server;
  const europe = await db.selectFrom('continents').select('id').where('name', '=', 'Europe').executeTakeFirstOrThrow();
  const italy = await db.selectFrom('countries').select('id').where('iso2', '=', 'IT').executeTakeFirstOrThrow();
  const fill = (path: string): string =>
    path
      .replace(/\/\*$/, '')
      .replace(/:continent\b/, String(europe.id))
      .replace(/:country\b/, String(italy.id))
      .replace(/:\w+/g, '1');
  const fromPlugins = discoverPlugins().flatMap((plugin) => plugin.routes.map((route) => fill(route.path)));
  const tools = routeTable.routes.map((rule) => rule.prefix).filter((prefix) => routePrefix(prefix).split('/').length === 2);
  return [...new Set(['/', ...fromPlugins, ...tools, '/Account/data', '/Account/countries', '/Account/alerts', '/Admin/new'])];
}

/** What a reader meets on the page: each element's own text, and the texts of its labels and alternatives. */
function shownTexts(): string[] {
  const texts: string[] = [];
  const visible = (element: Element): boolean => !(element instanceof HTMLElement) || element.offsetParent !== null || element.tagName === 'BODY';
  for (const element of document.querySelectorAll('body *')) {
    if (element.closest('script, style, noscript, [data-data-content]')) continue;
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    if (own && visible(element)) texts.push(own);
    for (const attribute of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) {
      const value = element.getAttribute(attribute)?.trim();
      if (value) texts.push(value);
    }
  }
  texts.push(document.title);
  return texts;
}

it('finds no English text and no i18n key on any route admin can open, in Italian', async () => {
  const english = englishOnlyTexts();
  await suite.app.server.server.db.updateTable('customers').set({ language: 'it' }).where('username', '=', 'admin').execute();
  const page = suite.page;
  const token = await loginToken('admin', 'Vigil-admin-1');
  await page.goto(`${suite.app.server.url}/?login_token=${encodeURIComponent(token)}`);
  await page.getByRole('heading', { level: 1, name: 'Piattaforma di gestione della sicurezza aziendale' }).waitFor();

  const found: string[] = [];
  const paths = await adminPaths();
  expect(paths.length).toBeGreaterThan(10);
  for (const path of paths) {
    // In-app navigation, as a user moves: the session and the language stay.
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => !document.querySelector('.page-loader'), undefined, { timeout: 20_000 }).catch(() => undefined);
    await page.waitForTimeout(300);
    // Country and continent names are the browser's Italian ones, not the data's English.
    if (path.startsWith('/Gpa/detail/')) expect(await page.locator('h1').first().textContent()).toContain('Italia');
    if (path.startsWith('/Gpa/list/')) expect(await page.locator('h1').first().textContent()).toContain('Europa');
    if (path.startsWith('/Inf/detail/')) expect(await page.locator('h1').first().textContent()).toContain('Italia');
    for (const text of await page.evaluate(shownTexts)) {
      const isKey = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_]+)+$/.test(text) && !/\.(com|it|org|example|pdf|svg|png)$/.test(text);
      // The demo data marks itself '(Demo content)' in its own (English) texts: data, not a text of the interface
      // (its sentences carry their ISO days, as the data writes them).
      if (text === DEMO_MARK || text.startsWith(`${DEMO_MARK} `)) continue;
      if (isKey || english.exact.has(text) || english.patterns.some((pattern) => pattern.test(text))) found.push(`${path}: ${text}`);
      else if (ENGLISH_DATE.some((pattern) => pattern.test(text))) found.push(`${path}: ${text} (a date not in Italian)`);
    }
  }
  await suite.app.server.server.db.updateTable('customers').set({ language: 'en' }).where('username', '=', 'admin').execute();
  expect([...new Set(found)]).toEqual([]);
});
