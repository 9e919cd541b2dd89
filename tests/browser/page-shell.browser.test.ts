import { GATE_TEXTS } from '../../host/core/messages';
import { browserSuite } from '../support/browser-suite';
import { openWithToken } from '../support/open-with-token';

/**
 * Issue 15, what every page of the shell owes its reader, in real Chromium: a header that fits from 992 px in
 * English and Italian and follows the account page at once, and forms that say their limits before anything is
 * sent (titles and scroll positions: page-titles.browser.test.ts).
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

const openAs = (username: string, password: string, path: string): Promise<void> => openWithToken(suite, username, password, path);

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
