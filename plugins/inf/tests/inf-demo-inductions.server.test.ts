import type { FileStorage, StoredFileInfo } from '@vigil/server-sdk';
import type { QuizServerFunctions } from '../../quiz/contract';
import { getFile, getQuizDetail, type QuizDetail } from '../contract';
import { DEMO_CAPTIONS, DEMO_VIDEO, seedDemoInductions } from '../server/seed-demo-inductions';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import type { InfTables } from '../server/tables';
import { infSuite } from './inf-suite';

const suite = infSuite();

/** The number of pages a PDF's page objects say it has ('/Type /Page', not '/Pages'). */
function pageObjects(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
}

test('every country with a test has a demo induction: 8–12 questions with multi-answer ones, a video with captions, a multi-page PDF', async () => {
  const token = await suite.login('analyst');
  const tests = await suite.db
    .selectFrom('quizzes')
    .innerJoin('countries', 'countries.id', 'quizzes.country_id')
    .select(['quizzes.id', 'countries.id as country_id', 'countries.name'])
    .execute();
  expect(tests.length).toBeGreaterThanOrEqual(12);
  for (const test of tests) {
    const detail = (await suite.get(getQuizDetail.path, token, { id: String(test.country_id) })).json<QuizDetail>();
    const questions = detail.quiz?.questions ?? [];
    const summary = {
      country: test.name,
      questionsInRange: questions.length >= 8 && questions.length <= 12,
      multiAnswer: questions.some((question) => question.correctAnswers > 1),
      singleAnswer: questions.some((question) => question.correctAnswers === 1),
      everyQuestionAnswerable: questions.every((question) => question.correctAnswers >= 1 && question.options.length > question.correctAnswers),
      demoLabel: detail.country.description.includes('Demo content') && detail.video!.title.includes('Demo content'),
      videoWithCaptions: detail.country.video.some((video) => video.content_type === 'video/webm' && video.captions),
      pdf: detail.country.pdf.length >= 1,
    };
    expect(summary).toEqual({
      country: test.name,
      questionsInRange: true,
      multiAnswer: true,
      singleAnswer: true,
      everyQuestionAnswerable: true,
      demoLabel: true,
      videoWithCaptions: true,
      pdf: true,
    });
    const query = new URLSearchParams({ login_token: token, app_token: suite.server.appToken, resource: String(detail.pdf!.id) });
    const pdf = await suite.server.app.inject({ method: 'GET', url: `/api${getFile.path}?${query.toString()}` });
    expect(pdf.statusCode).toBe(200);
    expect({ country: test.name, pages: pageObjects(pdf.rawPayload) >= 3 }).toEqual({ country: test.name, pages: true });
    expect(pdf.rawPayload.toString('latin1')).toContain(test.name);
  }
});

test('the questions are made from the country data: the capital and the calling code of Italy', async () => {
  const { quizId } = await suite.testOf('IT');
  const rows = await suite.db
    .selectFrom('inf_questions')
    .innerJoin('inf_options', 'inf_options.question_id', 'inf_questions.id')
    .select(['inf_questions.question', 'inf_options.option'])
    .where('inf_questions.quiz_id', '=', quizId)
    .where('inf_options.is_correct', '=', 1)
    .execute();
  expect(rows).toContainEqual({ question: 'Which city is the capital of Italy?', option: 'Rome' });
  expect(rows).toContainEqual({ question: 'What is the international calling code of Italy?', option: '+39' });
  expect(rows.filter((row) => row.question.startsWith('Which of these cities are in Italy?'))).toHaveLength(2);
});

test('running the seed again adds nothing (idempotent)', async () => {
  const tables = ['inf_questions', 'inf_options', 'inf_inductions', 'inf_resources'] as const;
  const count = async (): Promise<Record<string, number>> => {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const row = await suite.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      counts[table] = Number(row.count);
    }
    return counts;
  };
  const before = await count();
  const stored: string[] = [];
  // A storage that holds every file already: nothing is stored again either.
  const files = {
    stat: async (key: string): Promise<StoredFileInfo> => ({ key, size: 1, contentType: 'application/pdf', fileName: 'x.pdf', createdAt: new Date() }),
    put: async (key: string | undefined) => {
      stored.push(String(key));
      throw new Error('not expected');
    },
  } as unknown as FileStorage;
  const quiz = { tests: () => suite.db.selectFrom('quizzes').select(['id', 'country_id', 'name']).orderBy('id').execute() } as QuizServerFunctions;
  await seedDemoInductions(pluginDatabase<InfTables>(suite.server), quiz, { files, demoStaff: 0 });
  expect(await count()).toEqual(before);
  expect(stored).toEqual([]);
  expect(before.inf_resources).toBeGreaterThan(0);
});

test('the shipped clip and captions are stored once, under fixed keys shared by every country', async () => {
  const keys = await suite.db.selectFrom('inf_resources').select(['file_key', 'captions_key']).where('kind', '=', 'video').distinct().execute();
  expect(keys).toEqual([{ file_key: DEMO_VIDEO.key, captions_key: DEMO_CAPTIONS.key }]);
});
