import { otherCompany, projectIds } from '../../../tests/server/support/personnel-fixtures';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { DOC_FILE_MAX_BYTES, type DocSavedAnswer } from '../contract';
import { addPerson, dataUrl, documentCount, get, PDF_BYTES, PNG_BYTES, post, storedFiles } from './docs-fixtures';

// The wizard's call (spec part 2 §4, §5): its rules and messages, who may add, and that a refusal leaves nothing.
describe('POST /docs/saveNewDoc', () => {
  let server: TestServer;
  let ops: { id: number; token: string };
  let colleague: { id: number; token: string };
  let projects: Record<string, number>;

  // A fresh server with the seed's files, and sign-ins (scrypt): slow beside other suites.
  beforeAll(async () => {
    server = await startTestServer();
    ops = await addPerson(server, 'ops-uploader', ['ops'], ['Lagos plant']);
    colleague = await addPerson(server, 'lagos-colleague', ['gps'], ['Lagos plant']);
    projects = await projectIds(server);
  }, 90_000);

  afterAll(async () => {
    await server?.close();
  });

  function wizard(overrides: Record<string, string> = {}): Record<string, string> {
    return {
      filter: 'ops',
      file: dataUrl('application/pdf', PDF_BYTES),
      filename: 'lagos-fire-drill.pdf',
      name: 'Fire drill - Lagos plant',
      builds: String(projects['Lagos plant']),
      tags: 'fire; drill,lagos',
      users: String(colleague.id),
      ...overrides,
    };
  }

  /** Sends a refused upload and checks it left no file and no row behind. */
  async function refused(token: string, fields: Record<string, string>): Promise<{ status: number; message: string }> {
    const filesBefore = await storedFiles(server);
    const rowsBefore = await documentCount(server);
    const response = await post(server, token, '/docs/saveNewDoc', fields);
    expect(await storedFiles(server)).toEqual(filesBefore);
    expect(await documentCount(server)).toBe(rowsBefore);
    return { status: response.statusCode, message: response.json<{ message: string }>().message };
  }

  it("stores an ops user's PDF for one project and one user: 'Upload wizard finish', and the named user reads it", async () => {
    const response = await post(server, ops.token, '/docs/saveNewDoc', wizard());

    expect(response.statusCode).toBe(200);
    const { message, doc } = response.json<DocSavedAnswer>();
    expect(message).toBe('Upload wizard finish');
    expect(doc).toMatchObject({ title: 'Fire drill - Lagos plant', file: 'lagos-fire-drill.pdf', tags: ['fire', 'drill', 'lagos'], users: [colleague.id], buildings: [projects['Lagos plant']], canEditDoc: true, uploadedBy: ops.id, section: 'ops' });
    const file = await get(server, colleague.token, '/docs/getFile', { id: String(doc.id) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('adds a link document and edits it: Update doc success, empty lists sent as false', async () => {
    const added = await post(server, ops.token, '/docs/saveNewDoc', wizard({ file: '', link: 'https://example.com/procedure', name: 'Procedure link' }));
    const { doc } = added.json<DocSavedAnswer>();

    const edited = await post(server, ops.token, '/docs/save-data', {
      id: String(doc.id), title: 'Procedure link (new)', link: 'http://example.com/v2', tags: 'false', buildings: String(projects['Lagos plant']), users: 'false',
    });

    expect(added.statusCode).toBe(200);
    expect(doc).toMatchObject({ link: 'https://example.com/procedure', file: null });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<DocSavedAnswer>()).toMatchObject({ message: 'Update doc success', doc: { title: 'Procedure link (new)', link: 'http://example.com/v2', tags: [], users: [] } });
  });

  it("answers each step's rule with the spec's message", async () => {
    const cases: [Record<string, string>, number, string][] = [
      [wizard({ file: '', link: 'ftp://example.com/a' }), 400, 'Link format not valid'],
      [wizard({ file: '', link: 'https://exa mple.com' }), 400, 'Link format not valid'],
      [wizard({ file: '' }), 400, 'Choose a file or a link'],
      [wizard({ link: 'https://example.com' }), 400, 'Choose a file or a link, not both'],
      [wizard({ name: '  ' }), 400, 'Must be compiled: name'],
      [wizard({ builds: 'false' }), 400, 'Must be compiled: builds'],
      [wizard({ users: '' }), 400, 'Must be compiled: users'],
      [wizard({ users: String(ops.id + 100_000) }), 400, 'Not an employee of the chosen projects: users'],
      [wizard({ builds: '999999' }), 400, 'Not a project of your company: builds'],
      [wizard({ filter: 'hr' }), 400, 'filter must be ops or ava'],
      [wizard({ category: '7' }), 400, 'Not a valid category'],
      [wizard({ tags: `fire;${'x'.repeat(51)}` }), 400, 'A tag has at most 50 characters'],
    ];
    for (const [fields, status, message] of cases) {
      expect(await refused(ops.token, fields)).toEqual({ status, message });
    }
  });

  it('refuses a user of another project as a named user, and leaves nothing', async () => {
    const milan = await addPerson(server, 'milan-only', ['gps'], ['Milan HQ']);

    expect(await refused(ops.token, wizard({ users: String(milan.id) }))).toEqual({ status: 400, message: 'Not an employee of the chosen projects: users' });
  });

  it('refuses files by their content and size, and leaves nothing', async () => {
    const text = await refused(ops.token, wizard({ file: dataUrl('text/plain', Buffer.from('hello')) }));
    const disguised = await refused(ops.token, wizard({ file: dataUrl('application/pdf', PNG_BYTES) }));
    const garbled = await refused(ops.token, wizard({ file: 'data:application/pdf;base64,%%%%' }));
    const notDataUrl = await refused(ops.token, wizard({ file: 'JVBERi0xLjQK' }));
    const big = await refused(ops.token, wizard({ file: dataUrl('application/pdf', Buffer.concat([PDF_BYTES, Buffer.alloc(DOC_FILE_MAX_BYTES)])) }));

    expect(text).toEqual({ status: 415, message: 'Only PDF, PNG, JPEG and Office (Word, Excel, PowerPoint) files can be uploaded' });
    expect(disguised.status).toBe(415);
    expect([garbled.status, notDataUrl.status]).toEqual([400, 400]);
    expect(big).toEqual({ status: 413, message: 'The file is larger than 25 MB' });
  }, 30_000);

  it('accepts a PNG', async () => {
    const response = await post(server, ops.token, '/docs/saveNewDoc', wizard({ file: dataUrl('image/png', PNG_BYTES), filename: 'map.png', name: 'Site map' }));

    expect(response.statusCode).toBe(200);
    expect(response.json<DocSavedAnswer>().doc.fileType).toBe('image/png');
  });

  it('lets admin or ops add on /Ops, admin or ava on /Ava, and refuses the others (403)', async () => {
    const ava = await addPerson(server, 'ava-adder', ['ava'], ['Lagos plant']);
    const gps = await addPerson(server, 'gps-adder', ['gps'], ['Lagos plant']);
    const admin = await server.login('admin', 'Vigil-admin-1');

    expect((await post(server, ava.token, '/docs/saveNewDoc', wizard({ filter: 'ava', name: 'Ava asset' }))).statusCode).toBe(200);
    expect((await post(server, admin, '/docs/saveNewDoc', wizard({ filter: 'ava', name: 'Admin asset' }))).statusCode).toBe(200);
    expect(await refused(ava.token, wizard())).toEqual({ status: 403, message: 'You may not add documents to ops' });
    expect(await refused(ops.token, wizard({ filter: 'ava' }))).toEqual({ status: 403, message: 'You may not add documents to ava' });
    expect((await refused(gps.token, wizard())).status).toBe(403);
  });

  it('lets only admins and the uploader edit and delete a document; a delete removes its file', async () => {
    const added = (await post(server, ops.token, '/docs/saveNewDoc', wizard({ name: 'To delete' }))).json<DocSavedAnswer>().doc;
    const otherOps = await addPerson(server, 'ops-other', ['ops'], ['Lagos plant']);
    const edit = { id: String(added.id), title: 'Renamed', buildings: String(projects['Lagos plant']) };
    const filesBefore = (await storedFiles(server)).length;

    const byOther = await post(server, otherOps.token, '/docs/save-data', edit);
    const deleteByOther = await post(server, otherOps.token, '/docs/deleteDoc', { id: String(added.id) });
    const noTitle = await post(server, ops.token, '/docs/save-data', { ...edit, title: '' });
    const linkOnFile = await post(server, ops.token, '/docs/save-data', { ...edit, link: 'https://example.com' });
    const deleted = await post(server, ops.token, '/docs/deleteDoc', { id: String(added.id) });

    expect([byOther.statusCode, deleteByOther.statusCode]).toEqual([403, 403]);
    expect(byOther.json()).toMatchObject({ message: 'You may not edit this document' });
    expect(noTitle.json()).toMatchObject({ message: 'Must be compiled: title' });
    expect(linkOnFile.statusCode).toBe(400);
    expect(deleted.json()).toEqual({ message: 'Document deleted' });
    expect((await storedFiles(server)).length).toBeLessThan(filesBefore);
    expect((await get(server, ops.token, '/docs/get-detail', { id: String(added.id) })).statusCode).toBe(404);
  });

  it('lists the employees of the chosen projects for step 3', async () => {
    const response = await get(server, ops.token, '/docs/getProjectUsers', { builds: String(projects['Lagos plant']) });

    expect(response.statusCode).toBe(200);
    const labels = response.json<{ users: { label: string }[] }>().users.map((user) => user.label);
    expect(labels).toEqual(expect.arrayContaining(['Tom Traveller', 'Chioma Okafor', 'lagos-colleague Tester']));
    expect(labels).not.toContain('Ada Admin');
    // Disabled employees are not offered.
    expect(labels).not.toContain('Kwame Mensah');
    const foreign = await otherCompany(server);
    const refusedProject = await get(server, ops.token, '/docs/getProjectUsers', { builds: String(foreign.buildingId) });
    expect(refusedProject.statusCode).toBe(400);
    expect(refusedProject.json()).toMatchObject({ message: 'Not a project of your company: builds' });
  });
});
