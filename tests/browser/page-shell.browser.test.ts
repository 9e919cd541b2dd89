import type { Locator } from 'playwright-core';
import { GATE_TEXTS } from '../../host/core/messages';
import { DASHBOARD_HEADING } from '../support/browser-app';
import { browserSuite } from '../support/browser-suite';

/**
 * Issue 15, what every page of the shell owes its reader, in real Chromium: a title of its own, the top of a new
 * page and the old position on Back, a header that fits from 992 px in English and Italian and follows the
 * account page at once, and forms that say their limits before anything is sent.
 */

jest.setTimeout(60_000);

const suite = browserSuite({ stepTimeoutMs: 15_000 });

async function setLanguage(username: string, language: 'en' | 'it'): Promise<void> {
  await suite.app.server.server.db.updateTable('customers').set({ language }).where('username', '=', username).execute();
}

// Whatever a test did to the demo accounts' languages, the next one starts in English.
afterEach(async () => {
  await suite.app.server.server.db.updateTable('customers').set({ language: 'en' }).execute();
});

/** Opens `path` signed in as `username` with the token in the address, as a bubble link does. */
async function openAs(username: string, password: string, path: string): Promise<void> {
  const token = await suite.app.server.login(username, password);
  await suite.page.goto(`${suite.app.server.url}${path}${path.includes('?') ? '&' : '?'}login_token=${encodeURIComponent(token)}`);
}

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
    expect(await collect(['/', '/Account/data', '/Account/countries', '/Account/alerts', '/Gps'])).toEqual({
      '/': `${DASHBOARD_HEADING} - Vigil`,
      '/Account/data': 'Account - Ada Admin - Account data - Vigil',
      '/Account/countries': 'Account - Ada Admin - Monitored countries - Vigil',
      '/Account/alerts': 'Account - Ada Admin - Notifications - Vigil',
      '/Gps': 'Real-time personnel tracking (GPS) is not available - Vigil',
    });
  });

  it('names each module page: the module, then the page, then Vigil', async () => {
    await openAs('admin', 'Vigil-admin-1', '/');
    await suite.page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
    expect(await collect(['/Admin', '/Admin/new', '/InsuranceClaim', '/Quiz', '/Nat', '/Cmr'])).toEqual({
      '/Admin': 'Admin - Personnel - Vigil',
      '/Admin/new': 'Admin - New employee - Vigil',
      '/InsuranceClaim': 'Insurance Claim - Vigil',
      '/Quiz': 'Knowledge Evaluation Test - Vigil',
      '/Nat': 'News alerts - Vigil',
      '/Cmr': 'Crisis management room - Vigil',
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
    expect(titles.size).toBe(16);
    expect(new Set(titles.values()).size).toBe(titles.size);
  });
});

describe('scroll position', () => {
  it('opens a new page at its top, and Back returns to where the reader was', async () => {
    await suite.page.setViewportSize({ width: 1280, height: 500 });
    await openAs('admin', 'Vigil-admin-1', '/');
    await suite.page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING }).waitFor();
    await suite.page.getByRole('contentinfo').waitFor();
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
});

describe('the header', () => {
  it.each(['en', 'it'] as const)('fits every section and menu item on one line from 992 px wide (%s)', async (language) => {
    await setLanguage('admin', language);
    await suite.page.setViewportSize({ width: 992, height: 800 });
    await openAs('admin', 'Vigil-admin-1', '/');
    await suite.page.locator('.dashboard').waitFor();
    // The account's language applies from the next page on.
    await suite.page.reload();
    await suite.page.waitForFunction((lang) => document.documentElement.lang === lang, language);
    await suite.page.locator('.section-menu-trigger').first().waitFor();

    const layout = await suite.page.evaluate(() => {
      const lines = (element: Element): number => {
        const style = getComputedStyle(element);
        const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
        const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
        return Math.round((element.getBoundingClientRect().height - padding) / lineHeight);
      };
      const header = document.querySelector('.app-header') as HTMLElement;
      return {
        headerFits: header.scrollWidth <= document.documentElement.clientWidth,
        controls: [...document.querySelectorAll('.section-menu-trigger, .user-menu-trigger')].map((element) => ({
          text: element.textContent,
          lines: lines(element),
          right: element.getBoundingClientRect().right,
        })),
        width: document.documentElement.clientWidth,
      };
    });
    expect(layout.headerFits).toBe(true);
    for (const control of layout.controls) {
      expect({ text: control.text, lines: control.lines }).toEqual({ text: control.text, lines: 1 });
      expect(control.right).toBeLessThanOrEqual(layout.width);
    }
    const sections = layout.controls.map((control) => control.text);
    expect(sections).toContain('DVR-S');

    // Every menu the admin can open: each item on one line, inside the window.
    const triggers = suite.page.locator('.section-menu:not(.section-menu-dimmed) .section-menu-trigger, .user-menu-trigger');
    for (let index = 0; index < (await triggers.count()); index += 1) {
      await triggers.nth(index).click();
      const items = await suite.page.locator('.menu-list .menu-item').evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element);
          const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
          const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
          const box = element.getBoundingClientRect();
          return { text: element.textContent, lines: Math.round((box.height - padding) / lineHeight), inside: box.left >= 0 && box.right <= document.documentElement.clientWidth };
        }),
      );
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item).toEqual({ text: item.text, lines: 1, inside: true });
      await suite.page.keyboard.press('Escape');
    }
  });

  it('shows the new name and picture as soon as the account page has saved them', async () => {
    await openAs('analyst', 'Vigil-analyst-1', '/Account/data');
    const userMenu = suite.page.getByRole('button', { name: /User menu/ });
    await userMenu.waitFor();
    expect(await userMenu.textContent()).toContain('Ann Analyst');

    await suite.page.getByLabel('Name', { exact: true }).fill('Annie');
    await suite.page.getByRole('button', { name: 'Save' }).click();
    await suite.page.getByText('Your edit was successful').first().waitFor();
    await suite.page.waitForFunction(() => document.querySelector('.user-menu-trigger')?.textContent?.includes('Annie Analyst'));
    expect(await suite.page.locator('.user-menu-trigger .user-avatar').textContent()).toBe('AA');

    const png = await suite.page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = '#1d6fd6';
      context.fillRect(0, 0, 64, 64);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    });
    await suite.page.getByLabel('Choose a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    const dialog = suite.page.getByRole('dialog', { name: 'Crop the picture' });
    await dialog.getByRole('button', { name: 'Use this picture' }).click();
    await dialog.waitFor({ state: 'detached' });
    const accountPicture = suite.page.locator('img.account-avatar');
    await accountPicture.waitFor();
    const source = await accountPicture.getAttribute('src');
    // The header's picture is the one just saved, without a reload.
    await suite.page.waitForFunction(
      (src) => document.querySelector<HTMLImageElement>('.user-menu-trigger img.user-avatar')?.getAttribute('src') === src,
      source,
    );
    await suite.page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.user-menu-trigger img.user-avatar');
      return !!image && image.complete && image.naturalWidth > 0;
    });
  });
});

describe('help', () => {
  it.each([
    ['en', 'Help', 'At most 5,000 characters.', '0 of 5,000 characters', '12 of 5,000 characters'],
    // Italian groups the thousands of five-digit numbers and up only (CLDR): 5000, 12.000.
    ['it', 'Aiuto', 'Al massimo 5000 caratteri.', '0 di 5000 caratteri', '12 di 5000 caratteri'],
  ] as const)('shows the limit and a live count while typing (%s)', async (language, help, limit, empty, typed) => {
    await setLanguage('visitor', language);
    await openAs('visitor', 'Vigil-visitor-1', '/');
    await suite.page.locator('.dashboard').waitFor();
    await suite.page.reload();
    await suite.page.waitForFunction((lang) => document.documentElement.lang === lang, language);
    await suite.page.getByRole('button', { name: /User menu|Menu utente/ }).click();
    await suite.page.getByRole('button', { name: help }).click();
    const dialog = suite.page.getByRole('dialog');
    const message = dialog.getByRole('textbox');
    await message.waitFor();
    await dialog.getByText(limit).waitFor();
    await dialog.getByText(empty).waitFor();
    expect(await message.getAttribute('maxlength')).toBe('5000');

    await message.pressSequentially('Map is blank');
    await dialog.getByText(typed).waitFor();
    // The count and the limit are read with the field.
    const described = await message.evaluate((field) =>
      (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' '),
    );
    expect(described).toContain(limit);
    expect(described).toContain(typed);
  });

  it('is sent and titled as before', async () => {
    await openAs('visitor', 'Vigil-visitor-1', '/');
    await suite.page.getByRole('button', { name: /User menu/ }).click();
    await suite.page.getByRole('button', { name: 'Help' }).click();
    await suite.page.getByRole('dialog', { name: GATE_TEXTS.helpTitle }).getByText('0 of 5,000 characters').waitFor();
  });
});

describe('the profile picture', () => {
  it('refuses a file that is not a picture before anything is cropped or sent, and says why', async () => {
    await openAs('visitor', 'Vigil-visitor-1', '/Account/data');
    await suite.page.getByText('A PNG, JPEG or WebP picture of at most 2 MB.').waitFor();
    let sent = false;
    suite.page.on('request', (request) => {
      if (request.url().includes('/customers/editEmployee')) sent = true;
    });

    await suite.page.getByLabel('Choose a picture').setInputFiles({
      name: 'holiday.png',
      mimeType: 'image/png',
      buffer: Buffer.from('These are my notes, not a picture.'),
    });

    await suite.page.getByRole('alert').filter({ hasText: 'The file is not a readable image' }).waitFor();
    expect(await suite.page.getByRole('dialog', { name: 'Crop the picture' }).count()).toBe(0);
    expect(await suite.page.getByLabel('Choose a picture').inputValue()).toBe('');
    expect(sent).toBe(false);
  });
});
