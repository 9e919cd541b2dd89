import { addOtherCompany } from '../../../tests/server/support/other-company';
import { idOf } from '../../../tests/server/support/personnel-fixtures';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import type { DocDetailAnswer, DocListAnswer } from '../contract';
import { addPerson, docsOf, get, post, seededDoc } from './docs-fixtures';

// Who reads what (docs/decisions.md "Documents: one plugin, two screens"), on the seeded demo documents.
describe('documents: who may read them', () => {
  let server: TestServer;
  let admin: string;
  let traveller: string;

  // A fresh server with the seed's files, and sign-ins (scrypt): slow beside other suites.
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin', 'Vigil-admin-1');
    traveller = await server.login('traveller', 'Vigil-traveller-1');
  }, 90_000);

  afterAll(async () => {
    await server?.close();
  });

  it("answers an admin every /Ops document, the company's projects with their locations, and the categories", async () => {
    const response = await post(server, admin, '/docs/getDocs', { filter: 'ops' });

    expect(response.statusCode).toBe(200);
    const answer = response.json<DocListAnswer>();
    expect(answer.docs).toHaveLength(9);
    expect(answer.docs.every((doc) => doc.section === 'ops' && doc.canEditDoc)).toBe(true);
    expect(answer.buildings.map((building) => building.label)).toEqual(['Jakarta office', 'Lagos plant', 'Milan HQ']);
    expect(answer.buildings[0]).toEqual({ label: 'Jakarta office', value: expect.any(Number), id: expect.any(Number), title: 'Jakarta office', lat: expect.anything(), lng: expect.anything() });
    expect(answer.categories.map((category) => category.label)).toEqual(['Security procedure', 'Clients documents', 'Security documents']);
    expect(answer.countries.map((country) => country.name).sort()).toEqual(['Indonesia', 'Italy', 'Nigeria']);
    const milan = answer.docs.find((doc) => doc.title === 'Evacuation procedure - Milan HQ');
    expect(milan).toMatchObject({ isProcedure: true, categoryName: 'Security procedure', buildingsName: 'Milan HQ', file: expect.stringMatching(/\.pdf$/), link: null, fileType: 'application/pdf' });
    expect(answer.docs.find((doc) => doc.link !== null)).toMatchObject({ title: 'Official travel advice', file: null });
  });

  it('answers both screens to a GET without a filter', async () => {
    const response = await get(server, admin, '/docs/getDocs');

    expect(response.statusCode).toBe(200);
    const sections = response.json<DocListAnswer>().docs.map((doc) => doc.section);
    expect([sections.filter((section) => section === 'ops').length, sections.filter((section) => section === 'ava').length]).toEqual([9, 3]);
  });

  it('answers an ops user every /Ops document, none of /Ava, and lets them edit none they did not add', async () => {
    const ops = await docsOf(server, traveller, 'ops');
    const ava = await docsOf(server, traveller, 'ava');

    expect(ops).toHaveLength(9);
    expect(ops.some((doc) => doc.canEditDoc)).toBe(false);
    // /Ava documents reach ava holders and the users they name: the traveller is named on one.
    expect(ava.map((doc) => doc.title)).toEqual(['Perimeter survey - Lagos plant']);
  });

  it('answers a gps user only the documents that name them', async () => {
    const named = await addPerson(server, 'gps-named', ['gps'], ['Lagos plant']);
    const evacuation = await seededDoc(server, 'Evacuation procedure - Lagos plant');
    await server.server.db.insertInto('docs_document_users' as never).values({ document_id: evacuation.id, customer_id: named.id } as never).execute();

    expect((await docsOf(server, named.token)).map((doc) => doc.title)).toEqual(['Evacuation procedure - Lagos plant']);
  });

  it('refuses a user the document does not name, on the document and on its file address (403)', async () => {
    const stranger = await addPerson(server, 'gps-stranger', ['gps'], ['Milan HQ']);
    const doc = await seededDoc(server, 'Evacuation procedure - Milan HQ');

    const detail = await get(server, stranger.token, '/docs/get-detail', { id: String(doc.id) });
    const file = await get(server, stranger.token, '/docs/getFile', { id: String(doc.id) });
    const shown = await post(server, stranger.token, '/docs/saveDocToUserHistory', { doc: String(doc.id) });

    expect([detail.statusCode, file.statusCode, shown.statusCode]).toEqual([403, 403, 403]);
    expect(file.json()).toMatchObject({ message: 'This document is not shared with you' });
    expect(file.headers['content-type']).toMatch(/json/);
  });

  it('opens nothing by the file address alone (no credentials)', async () => {
    const doc = await seededDoc(server, 'Evacuation procedure - Milan HQ');

    const response = await server.app.inject({ method: 'GET', url: `/api/docs/getFile?id=${doc.id}&app_token=${server.appToken}` });

    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('%PDF');
  });

  it('streams the file to a user it names, inline, with ranges', async () => {
    const doc = await seededDoc(server, 'Evacuation procedure - Milan HQ');
    // The analyst (gpa) holds no role of the screen: the document names them.
    const analyst = await server.login('analyst', 'Vigil-analyst-1');

    const whole = await get(server, analyst, '/docs/getFile', { id: String(doc.id) });
    const range = await server.app.inject({
      method: 'GET',
      url: `/api/docs/getFile?id=${doc.id}&app_token=${server.appToken}&login_token=${analyst}`,
      headers: { range: 'bytes=0-4' },
    });

    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['content-disposition']).toMatch(/^inline/);
    expect(whole.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('%PDF-');
  });

  it("answers another company's admin 404 for this company's document and its file", async () => {
    const other = await addOtherCompany(server, 'docs-other');
    const doc = await seededDoc(server, 'Evacuation procedure - Milan HQ');

    const detail = await get(server, other.adminToken, '/docs/get-detail', { id: String(doc.id) });
    const file = await get(server, other.adminToken, '/docs/getFile', { id: String(doc.id) });
    const list = await docsOf(server, other.adminToken);

    expect([detail.statusCode, file.statusCode]).toEqual([404, 404]);
    expect(detail.json()).toMatchObject({ message: 'Document not found' });
    expect(list).toEqual([]);
  });

  it('answers a link document 404 on the file address', async () => {
    const doc = await seededDoc(server, 'Official travel advice');

    const response = await get(server, admin, '/docs/getFile', { id: String(doc.id) });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'This document is a link and has no file' });
  });

  it('answers the detail with the named users by name', async () => {
    const doc = await seededDoc(server, 'Evacuation procedure - Lagos plant');

    const response = await get(server, traveller, '/docs/get-detail', { id: String(doc.id) });

    expect(response.statusCode).toBe(200);
    const answer = response.json<DocDetailAnswer>();
    expect(answer.doc.title).toBe('Evacuation procedure - Lagos plant');
    expect(answer.users.map((user) => user.label)).toEqual(expect.arrayContaining(['Tom Traveller', 'Chioma Okafor']));
    expect(answer.doc.users).toContain(await idOf(server, 'traveller'));
  });

  it('refuses a free user every call of the module (403)', async () => {
    const visitor = await server.login('visitor', 'Vigil-visitor-1');

    expect((await post(server, visitor, '/docs/getDocs', { filter: 'ops' })).statusCode).toBe(403);
    expect((await get(server, visitor, '/docs/getCategories')).statusCode).toBe(403);
  });

  it('answers the storage modes: local disk, links allowed', async () => {
    const response = await get(server, traveller, '/companies/getStorageModes');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ is_minio_storage: false, is_link_storage: true });
  });

  it('refuses malformed input with 400, never 500', async () => {
    const answers = await Promise.all([
      post(server, admin, '/docs/getDocs', { filter: 'all' }),
      get(server, admin, '/docs/get-detail', { id: 'abc' }),
      get(server, admin, '/docs/get-detail', {}),
      get(server, admin, '/docs/getFile', { id: '99999999999' }),
      post(server, admin, '/docs/saveDocToUserHistory', { doc: '-1' }),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[0]?.json()).toMatchObject({ message: 'filter must be ops or ava' });
  });
});
