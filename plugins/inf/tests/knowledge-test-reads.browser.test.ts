import { browserSuite } from '../../../tests/support/browser-suite';
import { openWithToken } from '../../../tests/support/open-with-token';
import { pluginDatabase } from '../../../tests/support/plugin-database';

/*
 * Issue 24, "The knowledge test reads right", in real Chromium against the demo content, in English and Italian at
 * 992 and 1366 px: a question needing several answers says how many once, one needing one answer is a radio
 * group, Submit with unanswered questions asks first, and the verdict with the score is the headline with the
 * spec's completion message beside it.
 */

jest.setTimeout(90_000);

const suite = browserSuite({ stepTimeoutMs: 20_000 });

const TEXTS = {
  en: { start: 'Start', submit: 'Submit', several: /\(choose (\d+) answers\)$/, ok: 'OK', cancel: 'Cancel', unanswered: /^Questions without an answer: \d+\./, verdict: /^Failed Score: \d+ of \d+ correct/, completed: 'The test has been successfully completed' },
  it: { start: 'Inizia', submit: 'Invia', several: /\(scegli (\d+) risposte\)$/, ok: 'OK', cancel: 'Annulla', unanswered: /^Domande senza risposta: \d+\./, verdict: /^Non superato Punteggio: \d+ risposte corrette su \d+/, completed: 'Il test è stato completato' },
} as const;

afterEach(async () => {
  await suite.app.server.server.db.updateTable('customers').set({ language: 'en' }).execute();
});

async function italyId(): Promise<number> {
  const db = pluginDatabase<{ countries: { id: number; iso2: string } }>(suite.app.server);
  return (await db.selectFrom('countries').select('id').where('iso2', '=', 'IT').executeTakeFirstOrThrow()).id;
}

it.each([
  ['en', 992],
  ['it', 992],
  ['en', 1366],
  ['it', 1366],
] as const)('reads right: the count once, radios for one answer, a confirmation, the verdict first (%s, %i px)', async (language, width) => {
  const text = TEXTS[language];
  const page = suite.page;
  await suite.app.server.server.db.updateTable('customers').set({ language }).where('username', '=', 'analyst').execute();
  await page.setViewportSize({ width, height: 900 });
  await openWithToken(suite, 'analyst', 'Vigil-analyst-1', `/Inf/detail/${await italyId()}`);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  const test = page.locator('section.inf-test');
  await test.getByRole('button', { name: text.start, exact: true }).click();
  await test.locator('fieldset.form-checkboxes').first().waitFor();

  const questions = await test.locator('fieldset.form-checkboxes').evaluateAll((fieldsets) =>
    fieldsets.map((fieldset) => ({
      legend: fieldset.querySelector('legend')?.textContent ?? '',
      radios: fieldset.querySelectorAll('input[type=radio]').length,
      boxes: fieldset.querySelectorAll('input[type=checkbox]').length,
    })),
  );
  const several = questions.filter((question) => question.boxes > 0);
  expect(several.length).toBeGreaterThan(0);
  for (const question of several) {
    expect(question.legend).toMatch(text.several);
    // Said once: no English count left from the question's own text.
    expect(question.legend.match(/\d+ (answers|risposte)/g)).toHaveLength(1);
    expect(question.radios).toBe(0);
  }
  for (const question of questions.filter((entry) => entry.boxes === 0)) expect(question.radios).toBeGreaterThan(1);

  // One answer given, the rest left: Submit asks first; Cancel keeps the form, OK sends.
  const firstRadio = test.locator('input[type=radio]').first();
  await firstRadio.check();
  const submit = test.getByRole('button', { name: text.submit, exact: true });
  await submit.click();
  const dialog = page.getByRole('dialog');
  expect(await dialog.textContent()).toMatch(new RegExp(text.unanswered.source.slice(1)));
  await dialog.getByRole('button', { name: text.cancel, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await firstRadio.isChecked()).toBe(true);
  await submit.click();
  await page.getByRole('dialog').getByRole('button', { name: text.ok, exact: true }).click();

  const verdict = test.getByRole('heading', { level: 3 });
  await verdict.waitFor();
  expect(await verdict.textContent()).toMatch(text.verdict);
  expect(await verdict.evaluate((heading) => heading.nextElementSibling?.textContent)).toBe(text.completed);
  // The verdict comes first in the section, right under its heading.
  expect(await test.evaluate((section) => section.querySelector('h2')?.nextElementSibling?.querySelector('h3') !== null)).toBe(true);
});
