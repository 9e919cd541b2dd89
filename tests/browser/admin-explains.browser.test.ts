import { browserSuite } from '../support/browser-suite';
import { openWithToken } from '../support/open-with-token';

/**
 * Issue 24, "Forms and lists that explain themselves", on /Admin in real Chromium, in English and Italian at the
 * narrowest width served (992 px) and at 1366 px: every column fits with Actions, Delete is quieter than Edit, the
 * permission codes have a legend, a permission whose module is not installed says so, and /Admin/new marks its
 * required fields and says on hover and focus what keeps its submit dimmed.
 */

jest.setTimeout(90_000);

// An installation without the enrolment module: its permission is the one a module not installed here opens.
const suite = browserSuite({ stepTimeoutMs: 15_000, config: { disabledPlugins: ['tep'] } });

const TEXTS = {
  en: { title: 'Personnel', actions: 'Actions', legend: 'What the permission codes mean', tep: "Travellers' enrolment", notInstalled: 'not installed here', add: 'Add employee', required: 'Must be compiled', phone: 'Phone', name: 'Name', edit: 'Edit Ann Analyst' },
  it: { title: 'Personale', actions: 'Azioni', legend: 'Cosa significano i codici dei permessi', tep: 'Registrazione dei viaggiatori', notInstalled: 'non installato qui', add: 'Aggiungi dipendente', required: 'Campo obbligatorio', phone: 'Telefono', name: 'Nome', edit: 'Modifica Ann Analyst' },
} as const;

const CASES = [
  ['en', 992],
  ['it', 992],
  ['en', 1366],
  ['it', 1366],
] as const;

afterEach(async () => {
  await suite.app.server.server.db.updateTable('customers').set({ language: 'en' }).execute();
});

/** /Admin<path> as the admin in `language`, `width` px wide. */
async function openAdmin(language: 'en' | 'it', width: number, path = ''): Promise<void> {
  await suite.app.server.server.db.updateTable('customers').set({ language }).where('username', '=', 'admin').execute();
  await suite.page.setViewportSize({ width, height: 900 });
  await openWithToken(suite, 'admin', 'Vigil-admin-1', `/Admin${path}`);
  await suite.page.waitForFunction((lang) => document.documentElement.lang === lang, language);
}

it.each(CASES)('shows every column with Actions, a quiet Delete and the permission legend (%s, %i px)', async (language, width) => {
  const text = TEXTS[language];
  await openAdmin(language, width);
  const page = suite.page;
  await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
  const table = page.locator('.admin-table');
  await table.locator('tbody tr').first().waitFor();

  const layout = await page.evaluate(() => {
    const frame = document.querySelector('.admin-table-frame') as HTMLElement;
    const headers = [...document.querySelectorAll('.admin-table thead th')].map((th) => th.getBoundingClientRect());
    return {
      scrolls: frame.scrollWidth > frame.clientWidth,
      tableRight: (document.querySelector('.admin-table') as HTMLElement).getBoundingClientRect().right,
      lastRight: headers.at(-1)?.right ?? Infinity,
      viewport: document.documentElement.clientWidth,
      columns: headers.length,
    };
  });
  // The table itself fits (the header's own fit is the shell's, page-shell.browser.test.ts).
  expect({ scrolls: layout.scrolls, columns: layout.columns }).toEqual({ scrolls: false, columns: 6 });
  expect(layout.lastRight).toBeLessThanOrEqual(layout.viewport);
  expect(layout.tableRight).toBeLessThanOrEqual(layout.viewport);
  expect((await table.locator('thead th').last().textContent())?.trim()).toContain(text.actions);

  // Edit is the filled button; Delete has no fill and no border until hovered.
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Ann Analyst/ }) });
  const looks = await row.locator('.admin-actions .button').evaluateAll((buttons) =>
    buttons.map((button) => ({ background: getComputedStyle(button).backgroundColor, border: getComputedStyle(button).borderTopColor })),
  );
  expect(looks).toHaveLength(2);
  expect(looks[0]!.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(looks[1]).toEqual({ background: 'rgba(0, 0, 0, 0)', border: 'rgba(0, 0, 0, 0)' });

  // The legend: a focusable summary that opens on Enter, each code with what it opens.
  const summary = page.getByText(text.legend, { exact: true });
  await summary.focus();
  await page.keyboard.press('Enter');
  const tep = page.locator('.admin-legend-entry[data-permission="tep"]');
  await tep.waitFor();
  expect(await tep.locator('dd').textContent()).toBe(`${text.tep} (${text.notInstalled})`);
  expect(await page.locator('.admin-legend-entry[data-permission="gps"] dd').textContent()).not.toContain(text.notInstalled);
  // The badges say it on hover too.
  expect(await row.locator('.admin-badge[data-permission="nat"]').getAttribute('title')).toBeTruthy();

  // Ticking a permission of a module not installed here: the box says so, and screen readers hear it.
  await row.getByRole('button', { name: text.edit }).click();
  const dialog = page.getByRole('dialog');
  const box = dialog.getByRole('checkbox', { name: 'TEP', exact: true });
  await box.check();
  const note = await box.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent);
  expect(note).toBe(text.notInstalled);
  expect(await dialog.getByText(text.notInstalled).first().isVisible()).toBe(true);
});

it.each(CASES)('marks the required fields of /Admin/new and says what keeps Add employee dimmed (%s, %i px)', async (language, width) => {
  const text = TEXTS[language];
  await openAdmin(language, width, '/new');
  const page = suite.page;
  const phone = page.getByLabel(text.phone, { exact: true });
  await phone.waitFor();
  const marks = await page.locator('.form-field').evaluateAll((fields) =>
    fields.map((field) => [field.querySelector('label')?.textContent ?? field.querySelector('legend span')?.textContent, Boolean(field.querySelector('.form-required'))]),
  );
  expect(marks.filter(([, marked]) => marked).length).toBe(4);
  expect(marks).toContainEqual([text.phone, true]);
  expect(await page.locator('.form-required').first().isVisible()).toBe(true);

  const submit = page.getByRole('button', { name: text.add });
  const hint = page.getByRole('tooltip');
  // On hover…
  await submit.hover();
  await hint.waitFor();
  expect(await hint.textContent()).toContain(`${text.phone}: ${text.required}`);
  await page.mouse.move(0, 0);
  await hint.waitFor({ state: 'hidden' });
  // …and on focus, by keyboard: the list is the button's description.
  await page.getByLabel(text.name, { exact: true }).fill('Ada');
  await submit.focus();
  await hint.waitFor();
  expect(await hint.textContent()).not.toContain(`${text.name}:`);
  expect(await submit.getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));
});
