import type { Locator, Page } from 'playwright-core';
import { SUCCESS_MESSAGES } from '@vigil/core';
import { openUserMenu, signInToDashboard } from '../../../tests/support/browser-app';
import { browserSuite } from '../../../tests/support/browser-suite';
import { knowledgeTestQuestions, type KnowledgeQuestion } from '../../../tests/support/knowledge-test-questions';
import { pluginDatabase } from '../../../tests/support/plugin-database';

/*
 * Issue 14, done when: in real Chromium against the reference server and its demo content, the analyst (inf) opens
 * a country's induction from /Inf, plays a video and seeks in it, opens a PDF, turns a page and zooms, takes the
 * test and fails it, retries and passes it; the admin then sees those two results and the two resource logs on
 * /Quiz. The correct answers are read from the database, never from an endpoint.
 */

// A whole test of 8–12 questions, a video and a PDF on two busy cores.
jest.setTimeout(180_000);

const suite = browserSuite({ stepTimeoutMs: 20_000 });

/** Italy's id, continent and test, with which options are correct. */
async function italy(): Promise<{ id: number; continent: string; questions: KnowledgeQuestion[] }> {
  const country = await pluginDatabase(suite.app.server)
    .selectFrom('countries')
    .innerJoin('continents', 'continents.id', 'countries.continent_id')
    .select(['countries.id', 'continents.name as continent'])
    .where('countries.iso2', '=', 'IT')
    .executeTakeFirstOrThrow();
  return { id: country.id, continent: country.continent, questions: await knowledgeTestQuestions(suite.app.server, country.id) };
}

/** The question's group: its legend starts with its number and its text (the count it states said by the form). */
function questionGroup(page: Page, index: number, question: KnowledgeQuestion): Locator {
  return page.locator('fieldset.form-checkboxes').filter({
    has: page.locator('legend', { hasText: `${index + 1}. ${question.text.replace(/\s*\(\d+ answers\)$/, '')}` }),
  });
}

/** Ticks the chosen options: checkboxes for a question with several answers, radio buttons for one. */
async function answer(page: Page, questions: KnowledgeQuestion[], pick: (question: KnowledgeQuestion) => string[]): Promise<void> {
  for (const [index, question] of questions.entries()) {
    const group = questionGroup(page, index, question);
    const role = question.options.filter((option) => option.correct).length > 1 ? 'checkbox' : 'radio';
    for (const option of pick(question)) await group.getByRole(role, { name: option, exact: true }).check();
  }
}

it('the analyst studies Italy, fails and then passes its test; the admin sees both results and both logs on /Quiz', async () => {
  const { page } = suite;
  const base = suite.app.server.url;
  const { id, continent, questions } = await italy();
  expect(questions.length).toBeGreaterThanOrEqual(8);

  await signInToDashboard(page, base, 'analyst', 'Vigil-analyst-1');
  await page.goto(`${base}/Inf`);
  await page.getByRole('heading', { level: 1, name: 'countries - e-learning' }).waitFor();
  await page.getByRole('region', { name: 'Introduction video' }).locator('video').waitFor();
  // The GPA continents grid in its e-learning variant, then the continent's country list.
  await page.getByRole('link', { name: new RegExp(`^${continent}`) }).click();
  await page.waitForURL(/\/Inf\/list\/\d+$/);
  await page.getByRole('heading', { level: 1, name: 'countries - e-learning' }).waitFor();
  await page.getByRole('link', { name: /Italy/ }).first().click();
  await page.waitForURL(`${base}/Inf/detail/${id}`);
  await page.getByRole('heading', { level: 1, name: /Italy/ }).waitFor();

  // A video: it plays, and seeking moves it to the middle, which the server answers with a range.
  const ranges: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/elearning/get-file') && response.request().headers().range) ranges.push(response.status());
  });
  await page.getByRole('region', { name: 'Videos' }).getByRole('button').first().click();
  const videoDialog = page.getByRole('dialog');
  const video = videoDialog.locator('video');
  await video.waitFor();
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await page.waitForFunction(() => (document.querySelector('dialog video, [role=dialog] video') as HTMLVideoElement).currentTime > 0.2);
  const seeked = await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<[number, number]>((resolve) => {
        element.addEventListener('seeked', () => resolve([element.currentTime, element.duration]), { once: true });
        element.currentTime = element.duration / 2;
      }),
  );
  expect(Math.abs(seeked[0] - seeked[1] / 2)).toBeLessThan(1);
  await page.waitForFunction((from) => (document.querySelector('[role=dialog] video') as HTMLVideoElement).currentTime > from + 0.2, seeked[0]);
  expect(ranges).toContain(206);
  await page.keyboard.press('Escape');
  await videoDialog.waitFor({ state: 'detached' });

  // A PDF: the viewer, the next page, and a zoom step.
  await page.getByRole('region', { name: 'Documents' }).getByRole('button').first().click();
  const viewer = page.getByRole('dialog');
  await viewer.getByText(/^Page 1 of \d+$/).waitFor();
  const pages = Number((await viewer.getByText(/^Page 1 of \d+$/).textContent())?.split(' of ')[1]);
  expect(pages).toBeGreaterThan(1);
  const canvas = viewer.locator('canvas').first();
  await canvas.waitFor();
  const before = (await canvas.boundingBox())?.width ?? 0;
  await viewer.getByRole('button', { name: 'Next page' }).click();
  await viewer.getByText(`Page 2 of ${pages}`, { exact: true }).waitFor();
  await viewer.getByText('Zoom 90%', { exact: true }).waitFor();
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await viewer.getByText('Zoom 115%', { exact: true }).waitFor();
  await page.waitForFunction(
    (width) => ((document.querySelector('[role=dialog] canvas') as HTMLCanvasElement | null)?.getBoundingClientRect().width ?? 0) > width * 1.2,
    before,
  );
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'detached' });

  // The test, failed: every single-answer question answered wrongly, the others left empty.
  const test = page.getByRole('region', { name: 'Knowledge test' });
  await test.getByRole('button', { name: 'Start' }).click();
  await questionGroup(page, 0, questions[0]!).waitFor();
  await answer(page, questions, (question) => {
    const correct = question.options.filter((option) => option.correct);
    return correct.length === 1 ? [question.options.find((option) => !option.correct)!.option] : [];
  });
  await test.getByRole('button', { name: 'Submit' }).click();
  // The multi-answer questions were left empty: Submit asks first.
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await test.getByText(SUCCESS_MESSAGES.testCompleted).waitFor();
  await test.getByText('Failed', { exact: true }).waitFor();
  await test.getByText(`Score: 0 of ${questions.length} correct (0%)`).waitFor();

  // Retry, then passed: every correct option, and a multi-answer question stops at its count.
  await test.getByRole('button', { name: 'Retry' }).click();
  await test.getByText('Your last attempt did not pass. You can take the test again until you pass it.').waitFor();
  await test.getByRole('button', { name: 'Start' }).click();
  await questionGroup(page, 0, questions[0]!).waitFor();
  await answer(page, questions, (question) => question.options.filter((option) => option.correct).map((option) => option.option));
  const multi = questions.findIndex((question) => question.options.filter((option) => option.correct).length > 1);
  expect(multi).toBeGreaterThanOrEqual(0);
  const unchecked = questionGroup(page, multi, questions[multi]!).locator('input[type=checkbox]:not(:checked)');
  expect(await unchecked.evaluateAll((inputs) => inputs.every((input) => (input as HTMLInputElement).disabled))).toBe(true);
  await test.getByRole('button', { name: 'Submit' }).click();
  await test.getByText('Passed', { exact: true }).waitFor();
  await test.getByText(`Score: ${questions.length} of ${questions.length} correct (100%)`).waitFor();
  expect(await test.getByRole('button', { name: 'Retry' }).count()).toBe(0);
  // Passed is not retaken.
  await page.reload();
  await test.getByText('You have already passed this test.').waitFor();
  expect(await test.getByRole('button', { name: 'Start' }).count()).toBe(0);

  // The admin's /Quiz: the two results, newest first, and the two resource logs.
  const admin = await suite.renewPage();
  await signInToDashboard(admin, base, 'admin', 'Vigil-admin-1');
  const menu = await openUserMenu(admin);
  await menu.getByRole('link', { name: 'Knowledge Evaluation Test', exact: true }).click();
  const results = admin.getByRole('table', { name: 'KNOWLEDGE EVALUATION TEST RESULTS' });
  await results.waitFor();
  const rows = await results
    .locator('tbody tr')
    .evaluateAll((trs) => trs.slice(0, 2).map((tr) => [0, 1, 3, 4].map((cell) => tr.children[cell]?.textContent?.trim())));
  expect(rows).toEqual([
    ['Ann Analyst', 'Italy', 'Passed', `100% (${questions.length}/${questions.length})`],
    ['Ann Analyst', 'Italy', 'Failed', `0% (0/${questions.length})`],
  ]);
  await admin.getByRole('button', { name: 'LOGS LIST' }).click();
  const logs = admin.getByRole('table', { name: 'LOGS LIST' });
  await logs.waitFor();
  const logged = await logs
    .locator('tbody tr')
    .evaluateAll((trs) => trs.slice(0, 2).map((tr) => [0, 2, 4].map((cell) => tr.children[cell]?.textContent?.trim())));
  expect(logged).toEqual([
    ['Ann Analyst', 'PDF', 'Italy'],
    ['Ann Analyst', 'VIDEO', 'Italy'],
  ]);
});
