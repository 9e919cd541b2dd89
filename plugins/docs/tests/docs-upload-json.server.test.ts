import { projectIds } from '../../../tests/server/support/personnel-fixtures';
import { minimalZip, OLE_FILE, officeOpenXml } from '../../../tests/server/support/office-samples';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import type { DocSavedAnswer } from '../contract';
import { addPerson, dataUrl, documentCount, get, PDF_BYTES, postJson, storedFiles } from './docs-fixtures';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLS = 'application/vnd.ms-excel';

// Issue 21: the wizard sends its file as JSON (no form escapes to decode); Office documents are accepted by their
// bytes. The same rules hold as for a form body: a refusal leaves nothing.
describe('POST /docs/saveNewDoc as JSON, and Office documents', () => {
  let server: TestServer;
  let ops: { id: number; token: string };
  let colleague: { id: number; token: string };
  let projects: Record<string, number>;

  beforeAll(async () => {
    server = await startTestServer();
    ops = await addPerson(server, 'ops-json', ['ops'], ['Lagos plant']);
    colleague = await addPerson(server, 'json-colleague', ['gps'], ['Lagos plant']);
    projects = await projectIds(server);
  }, 90_000);

  afterAll(async () => {
    await server?.close();
  });

  function wizard(file: string, filename: string): Record<string, string> {
    return { filter: 'ops', file, filename, name: `Upload ${filename}`, builds: String(projects['Lagos plant']), users: String(colleague.id) };
  }

  async function refused(fields: Record<string, string>): Promise<{ status: number; message: string }> {
    const filesBefore = await storedFiles(server);
    const rowsBefore = await documentCount(server);
    const response = await postJson(server, ops.token, '/docs/saveNewDoc', fields);
    expect(await storedFiles(server)).toEqual(filesBefore);
    expect(await documentCount(server)).toBe(rowsBefore);
    return { status: response.statusCode, message: response.json<{ message: string }>().message };
  }

  it('stores a PDF sent as JSON, whole', async () => {
    const response = await postJson(server, ops.token, '/docs/saveNewDoc', wizard(dataUrl('application/pdf', PDF_BYTES), 'drill.pdf'));

    expect(response.statusCode).toBe(200);
    const { doc } = response.json<DocSavedAnswer>();
    const file = await get(server, colleague.token, '/docs/getFile', { id: String(doc.id) });
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('stores a docx and an xls by their bytes, with their types', async () => {
    const docx = officeOpenXml('word');
    const word = await postJson(server, ops.token, '/docs/saveNewDoc', wizard(dataUrl(DOCX, docx), 'procedure.docx'));
    const excel = await postJson(server, ops.token, '/docs/saveNewDoc', wizard(dataUrl(XLS, OLE_FILE), 'rota.xls'));

    expect([word.statusCode, excel.statusCode]).toEqual([200, 200]);
    const { doc } = word.json<DocSavedAnswer>();
    expect(doc).toMatchObject({ file: 'procedure.docx', fileType: DOCX });
    expect(excel.json<DocSavedAnswer>().doc.fileType).toBe(XLS);
    const file = await get(server, colleague.token, '/docs/getFile', { id: String(doc.id) });
    expect(file.headers['content-type']).toBe(DOCX);
    expect(file.rawPayload.equals(docx)).toBe(true);
  });

  it('refuses an Office type the bytes contradict (415), and leaves nothing', async () => {
    const plainZip = minimalZip({ 'notes.txt': 'not a document' });

    expect((await refused(wizard(dataUrl(DOCX, plainZip), 'notes.docx'))).status).toBe(415);
    expect((await refused(wizard(dataUrl(DOCX, officeOpenXml('xl')), 'sheet.docx'))).status).toBe(415);
    expect((await refused(wizard(dataUrl('application/pdf', OLE_FILE), 'old.pdf'))).status).toBe(415);
  });

  it('refuses base64 that would decode to a different file (400), and leaves nothing', async () => {
    const body = PDF_BYTES.toString('base64');
    const dataUrlMessage = 'The file must be sent as a data URL (data:<type>;base64,...)';
    const cases = [
      `data:application/pdf;base64,${body.replace(/\+|\//g, '-')}x-_A`, // base64url's alphabet
      `data:application/pdf;base64,QQ==${body}`, // padding inside
      `data:application/pdf;base64,${body.slice(0, -4)}\u00e9\u00e9\u00e9\u00e9`, // letters outside the alphabet
      `data:application/pdf;base64,${body.slice(0, -4)}\u{1F600}AA`,
    ];
    for (const file of cases) {
      expect(await refused(wizard(file, 'bad.pdf'))).toEqual({ status: 400, message: expect.stringContaining(dataUrlMessage) as unknown as string });
    }
    // A control character is refused by the field's declaration, naming the field.
    expect(await refused(wizard(`data:application/pdf;base64,${body.slice(0, 8)}\n${body.slice(8)}`, 'bad.pdf'))).toEqual({ status: 400, message: `${dataUrlMessage}: file` });
  });
});
