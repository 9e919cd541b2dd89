import { demoEmployeeIds, inChunks } from '@vigil/server-sdk';
import { resultPercentage, VIDEO_RESOURCE_TYPE } from '../contract';
import type { QuizDatabase } from './tables';

/** The countries that get a demo knowledge test (ISO codes); the test is named after its country. */
export const DEMO_TEST_COUNTRIES: readonly string[] = ['IT', 'FR', 'DE', 'ES', 'GB', 'US', 'BR', 'NG', 'EG', 'IN', 'CN', 'ZA'];

/**
 * The pass score the demo results are judged by: the e-learning module's default (its DEFAULT_PASS_SCORE), which
 * the demo company keeps until an admin sets its own. Passing is reaching it: 60 % of 60 passes, as the e-learning
 * module judges a real attempt (percentage >= pass score).
 */
export const DEMO_PASS_SCORE = 60;

/**
 * The outcomes the demo results cycle through: passed and failed ones, one exactly at the pass score, one without
 * correct answers and one with no questions at all (which the screen shows as 100%, spec part 1 §3). Whether each
 * passed follows from its percentage, so /Quiz never shows a 60 % result as failed beside a pass score of 60 %.
 */
export const DEMO_OUTCOMES: ReadonlyArray<{ correct: number; total: number; passed: boolean }> = [
  { correct: 8, total: 10 },
  { correct: 5, total: 10 },
  { correct: 10, total: 10 },
  { correct: 0, total: 12 },
  { correct: 0, total: 0 },
  { correct: 9, total: 15 },
  { correct: 19, total: 20 },
].map((outcome) => ({ ...outcome, passed: resultPercentage(outcome.correct, outcome.total) >= DEMO_PASS_SCORE }));

/** Results per employee; with the five demo accounts that makes two pages of ten. */
const RESULTS_PER_EMPLOYEE = 3;
export const DEMO_RESOURCE_LOG_COUNT = 15;

/** Videos (type '1') and PDFs with addresses longer than the 20 characters the screen shows, on example.com hosts. */
function demoResource(index: number, countryName: string): { type: string; target: string } {
  const slug = countryName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return index % 3 === 0
    ? { type: '2', target: `https://docs.example.com/e-learning/handbooks/${slug}-security-handbook-demo.pdf` }
    : { type: VIDEO_RESOURCE_TYPE, target: `https://media.example.com/e-learning/videos/${slug}-security-briefing-part-${(index % 2) + 1}-demo.mp4` };
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Seed step 'demo-knowledge-tests': one test per country of DEMO_TEST_COUNTRIES (those present), and for the demo
 * company's employees (whoever exists) results, a few exclusions and the e-learning resources they viewed.
 * Deterministic apart from the dates, which follow the seeding day. Tests are shared by every company; the rest
 * is added only when a demo company with employees exists.
 */
export async function seedDemoKnowledgeTests(db: QuizDatabase, base: Date = new Date()): Promise<void> {
  const countries = await db.selectFrom('countries').select(['id', 'iso2', 'name']).where('iso2', 'in', [...DEMO_TEST_COUNTRIES]).execute();
  const ordered = DEMO_TEST_COUNTRIES.flatMap((iso2) => countries.filter((country) => country.iso2 === iso2));
  if (ordered.length === 0) return;
  const present = new Set((await db.selectFrom('quizzes').select('country_id').execute()).map((row) => row.country_id));
  const missing = ordered.filter((country) => !present.has(country.id));
  if (missing.length > 0) {
    await db
      .insertInto('quizzes')
      .values(missing.map((country) => ({ country_id: country.id, name: country.name, is_demo: 1, created_at: base.toISOString() })))
      .execute();
  }
  const quizzes = await db
    .selectFrom('quizzes')
    .select(['id', 'country_id', 'name'])
    .where('is_demo', '=', 1)
    .where('country_id', 'in', ordered.map((country) => country.id))
    .orderBy('id')
    .execute();

  const employeeIds = await demoEmployeeIds(db);
  if (employeeIds.length === 0 || quizzes.length === 0) return;
  const seeded = await db.selectFrom('quiz_results').select('id').where('customer_id', 'in', employeeIds).executeTakeFirst();
  if (seeded) return;

  let slot = 0;
  const results = employeeIds.flatMap((customerId, employeeIndex) =>
    Array.from({ length: RESULTS_PER_EMPLOYEE }, (_, round) => {
      const outcome = DEMO_OUTCOMES[slot % DEMO_OUTCOMES.length]!;
      const quiz = quizzes[(employeeIndex + round * 4) % quizzes.length]!;
      slot += 1;
      return {
        quiz_id: quiz.id,
        customer_id: customerId,
        correct_answers: outcome.correct,
        total_questions: outcome.total,
        passed: outcome.passed ? 1 : 0,
        completed_at: new Date(base.getTime() - slot * DAY_MS - (slot % 9) * HOUR_MS).toISOString(),
      };
    }),
  );
  // In slices: with VIGIL_DEMO_STAFF's 10,000 more people, one insert would pass SQLite's limit on bound values.
  for (const slice of inChunks(results)) await db.insertInto('quiz_results').values(slice).execute();

  // A few exclusions: the second employee from the last two tests, the third from the one before.
  const exclusions = [
    { employee: 1, quiz: quizzes.length - 1 },
    { employee: 1, quiz: quizzes.length - 2 },
    { employee: 2, quiz: quizzes.length - 3 },
  ].flatMap(({ employee, quiz }) => {
    const customerId = employeeIds[employee];
    const test = quizzes[quiz];
    return customerId !== undefined && test && quiz >= 0 ? [{ customer_id: customerId, quiz_id: test.id, created_at: base.toISOString() }] : [];
  });
  if (exclusions.length > 0) {
    await db
      .insertInto('quiz_exclusions')
      .values(exclusions)
      .onConflict((conflict) => conflict.columns(['customer_id', 'quiz_id']).doNothing())
      .execute();
  }

  const names = new Map(ordered.map((country) => [country.id, country.name]));
  const logs = Array.from({ length: DEMO_RESOURCE_LOG_COUNT }, (_, index) => {
    const quiz = quizzes[index % quizzes.length]!;
    return {
      customer_id: employeeIds[index % employeeIds.length]!,
      country_id: quiz.country_id,
      ...demoResource(index, names.get(quiz.country_id) ?? quiz.name),
      created_at: new Date(base.getTime() - (index + 1) * 7 * HOUR_MS).toISOString(),
    };
  });
  await db.insertInto('resource_logs').values(logs).execute();
}
