import { expectConstraintViolation, migratedWith, type MigratedDatabase } from '../../../tests/server/support/migrated-database';
import { migration } from '../server/migrations/018-create-knowledge-tests';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedWith([migration]);
}, 30_000);
afterAll(async () => database?.close());

test('creates tests, results, exclusions (one per employee and test) and resource logs', async () => {
  expect(Object.keys(await database.columns('quizzes')).sort()).toEqual(['country_id', 'created_at', 'id', 'is_demo', 'name']);
  expect(Object.keys(await database.columns('quiz_results')).sort()).toEqual(['completed_at', 'correct_answers', 'customer_id', 'id', 'passed', 'quiz_id', 'total_questions']);
  expect(Object.keys(await database.columns('resource_logs')).sort()).toEqual(['country_id', 'created_at', 'customer_id', 'id', 'target', 'type']);
  const { db } = database;
  const now = new Date().toISOString();
  const continent = await db.insertInto('continents').values({ code: 'EU', name: 'Europe' }).returning('id').executeTakeFirstOrThrow();
  const country = await db
    .insertInto('countries')
    .values({ continent_id: continent.id, name: 'Italy', iso2: 'IT', iso3: 'ITA', calling_code: '+39', time_zones: 'Europe/Rome' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const company = await db.insertInto('companies').values({ name: 'Acme', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const customer = await db
    .insertInto('customers')
    .values({ company_id: company.id, username: 'ada', email: 'ada@example.com', password_hash: 'x', name: 'Ada', surname: 'L', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const quiz = await db.insertInto('quizzes').values({ country_id: country.id, name: 'Italy', created_at: now }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('quiz_exclusions').values({ customer_id: customer.id, quiz_id: quiz.id, created_at: now }).execute();
  await expectConstraintViolation(db.insertInto('quiz_exclusions').values({ customer_id: customer.id, quiz_id: quiz.id, created_at: now }).execute());
  await expectConstraintViolation(
    db.insertInto('quiz_results').values({ quiz_id: 999, customer_id: customer.id, correct_answers: 1, total_questions: 2, passed: 0, completed_at: now }).execute(),
  );
});
