import { expectConstraintViolation, migratedWith, type MigratedDatabase } from '../../../tests/server/support/migrated-database';
import { migration } from '../server/migrations/docs-001-create-documents';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedWith([migration]);
}, 30_000);
afterAll(async () => database?.close());

const NOW = '2026-11-28T10:00:00.000Z';

async function company(): Promise<number> {
  const row = await database.db.insertInto('companies').values({ name: 'Docs Co.', logo: null, is_demo: 0, created_at: NOW, signup_code: null }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

function documentRow(companyId: number, fields: Record<string, unknown>): Record<string, unknown> {
  return { company_id: companyId, section: 'ops', title: 'A document', tags: '[]', category: 1, created_at: NOW, updated_at: NOW, ...fields };
}

test('creates the documents, their projects and users, and the history', async () => {
  expect(Object.keys(await database.columns('docs_documents')).sort()).toEqual([
    'category', 'company_id', 'country_id', 'created_at', 'file_key', 'file_name', 'file_size', 'file_type', 'id', 'is_demo', 'link',
    'section', 'tags', 'title', 'updated_at', 'uploaded_by',
  ]);
  expect(Object.keys(await database.columns('docs_document_projects')).sort()).toEqual(['building_id', 'document_id']);
  expect(Object.keys(await database.columns('docs_document_users')).sort()).toEqual(['customer_id', 'document_id']);
  expect(Object.keys(await database.columns('docs_history')).sort()).toEqual(['company_id', 'customer_id', 'day', 'document_id', 'id', 'opened_at']);
});

test('holds a document to a file or a link, one of the two screens, and an existing company', async () => {
  const companyId = await company();
  const insert = (fields: Record<string, unknown>) => database.db.insertInto('docs_documents' as never).values(documentRow(companyId, fields) as never).execute();

  await insert({ link: 'https://example.com' });
  await expectConstraintViolation(insert({}));
  await expectConstraintViolation(insert({ link: 'https://example.com', file_key: 'k1' }));
  await expectConstraintViolation(insert({ link: 'https://example.com', section: 'hr' }));
  await expectConstraintViolation(database.db.insertInto('docs_documents' as never).values(documentRow(999_999, { link: 'https://x.example' }) as never).execute());
});

test('keeps one history entry per user, document and day', async () => {
  const companyId = await company();
  const doc = await database.db.insertInto('docs_documents' as never).values(documentRow(companyId, { link: 'https://example.com/h' }) as never).returning('id' as never).executeTakeFirstOrThrow() as { id: number };
  const person = await database.db
    .insertInto('customers')
    .values({
      company_id: companyId, username: 'reader', email: 'reader@docs.example', password_hash: 'x', name: 'Rea', surname: 'Der', phone: '', image: null,
      permissions: '["ops"]', privacy_checked_at: null, last_login_at: null, created_at: NOW, nationality_id: null, employee_code: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entry = { company_id: companyId, document_id: doc.id, customer_id: person.id, day: '2026-11-28', opened_at: NOW };

  await database.db.insertInto('docs_history' as never).values(entry as never).execute();
  await expectConstraintViolation(database.db.insertInto('docs_history' as never).values(entry as never).execute());
});
