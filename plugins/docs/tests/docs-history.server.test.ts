import { addOtherCompany } from '../../../tests/server/support/other-company';
import { idOf } from '../../../tests/server/support/personnel-fixtures';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import type { DocReadersAnswer, UserHistoryAnswer } from '../contract';
import type { DocsTables } from '../server/tables';
import { get, post, seededDoc } from './docs-fixtures';

// Spec part 2 §2: Show records a history entry; the GPS detail's Document history tab and the per-document export.
describe('documents: history', () => {
  let server: TestServer;
  let admin: string;
  let traveller: string;
  let doc: { id: number };

  // A fresh server with the seed's files, and sign-ins (scrypt): slow beside other suites.
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin', 'Vigil-admin-1');
    traveller = await server.login('traveller', 'Vigil-traveller-1');
    doc = await seededDoc(server, 'Evacuation procedure - Lagos plant');
  }, 90_000);

  afterAll(async () => {
    await server?.close();
  });

  it('records a Show once per user, document and day', async () => {
    const first = await post(server, traveller, '/docs/saveDocToUserHistory', { doc: String(doc.id) });
    const again = await post(server, traveller, '/docs/saveDocToUserHistory', { doc: String(doc.id) });

    expect([first.json(), again.json()]).toEqual([{ recorded: true }, { recorded: false }]);
    const rows = await pluginDatabase<DocsTables>(server).selectFrom('docs_history').select('day').where('document_id', '=', doc.id).execute();
    expect(rows).toEqual([{ day: new Date().toISOString().slice(0, 10) }]);
  });

  it('records another day as a new entry', async () => {
    const travellerId = await idOf(server, 'traveller');
    await pluginDatabase<DocsTables>(server).updateTable('docs_history').set({ day: '2026-01-02' }).where('customer_id', '=', travellerId).execute();

    const response = await post(server, traveller, '/docs/saveDocToUserHistory', { doc: String(doc.id) });

    expect(response.json()).toEqual({ recorded: true });
  });

  it("lists a person's history for admins, newest first, with its count", async () => {
    const response = await get(server, admin, '/docs/getUserHistory', { employee: String(await idOf(server, 'traveller')) });

    expect(response.statusCode).toBe(200);
    const answer = response.json<UserHistoryAnswer>();
    expect(answer.count).toBe(2);
    expect(answer.history.map((entry) => [entry.title, entry.date])).toEqual([
      ['Evacuation procedure - Lagos plant', new Date().toISOString().slice(0, 10)],
      ['Evacuation procedure - Lagos plant', '2026-01-02'],
    ]);
  });

  it('answers who of the named users opened a document and who has not, for admins', async () => {
    const response = await get(server, admin, '/docs/getDocReaders', { id: String(doc.id) });

    expect(response.statusCode).toBe(200);
    const readers = response.json<DocReadersAnswer>().readers;
    expect(readers.find((reader) => reader.label === 'Tom Traveller')).toMatchObject({ opened: true, firstOpened: '2026-01-02', days: 2 });
    expect(readers.find((reader) => reader.label === 'Chioma Okafor')).toMatchObject({ opened: false, firstOpened: null, lastOpened: null, days: 0 });
  });

  it('keeps the history and the readers from anybody but admins (403)', async () => {
    const history = await get(server, traveller, '/docs/getUserHistory', { employee: String(await idOf(server, 'traveller')) });
    const readers = await get(server, traveller, '/docs/getDocReaders', { id: String(doc.id) });

    expect([history.statusCode, readers.statusCode]).toEqual([403, 403]);
  });

  it("answers another company's admin 404 for this company's people and documents", async () => {
    const other = await addOtherCompany(server, 'history-other');

    const history = await get(server, other.adminToken, '/docs/getUserHistory', { employee: String(await idOf(server, 'traveller')) });
    const readers = await get(server, other.adminToken, '/docs/getDocReaders', { id: String(doc.id) });
    const shown = await post(server, other.adminToken, '/docs/saveDocToUserHistory', { doc: String(doc.id) });

    expect([history.statusCode, readers.statusCode, shown.statusCode]).toEqual([404, 404, 404]);
  });

  it('refuses malformed ids with 400', async () => {
    const answers = await Promise.all([
      get(server, admin, '/docs/getUserHistory', { employee: 'me' }),
      get(server, admin, '/docs/getDocReaders', { id: '1.5' }),
      post(server, admin, '/docs/saveDocToUserHistory', {}),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
  });
});
