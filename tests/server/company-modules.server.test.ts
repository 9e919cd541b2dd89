import { getCompanyDetail } from '../../host/core/contract/company';
import { endpointModule, type AnyEndpoint } from '../../host/core/endpoints';
import { moduleSwitchedOffMessage } from '../../host/server/endpoints/authenticate-call';
import { startTestServer, type TestServer } from '../support/test-server';
import { callEndpoint, everyEndpoint, jwtOf } from './support/call-endpoint';
import { addOtherCompany } from './support/other-company';

/**
 * Issue 13: "a company's switched-off modules are refused by the server, not only hidden in the menu". A module
 * is on for a company when company_modules holds its row (the dashboard shows its bubble only then); every call
 * of a plugin whose module is off answers 403, whatever the caller's permissions.
 */

let server: TestServer;
let endpoints: AnyEndpoint[];
beforeAll(async () => {
  server = await startTestServer();
  endpoints = await everyEndpoint();
}, 60_000);
afterAll(async () => server?.close());

const MODULE_PLUGINS = ['cmr', 'gpa', 'insurance-claim', 'nat', 'quiz'];

async function adminSession(prefix: string, modules: readonly string[]): Promise<{ loginToken: string; jwt: string }> {
  const company = await addOtherCompany(server, prefix, modules);
  return { loginToken: company.adminToken, jwt: await jwtOf(server, `${prefix}-admin@${prefix}.example`, company.adminToken) };
}

function messageOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { message?: string }).message;
  } catch {
    return undefined;
  }
}

test('a company without a module gets 403 on every call of its plugin, with a message naming the module', async () => {
  const session = await adminSession('bare', []);
  const pluginCalls = endpoints.filter((endpoint) => MODULE_PLUGINS.includes(endpointModule(endpoint)) && endpoint.access !== 'public');
  expect(new Set(pluginCalls.map(endpointModule))).toEqual(new Set(MODULE_PLUGINS));
  const answers = [];
  for (const endpoint of pluginCalls) {
    const response = await callEndpoint(server, endpoint, session);
    answers.push({ id: endpoint.id, status: response.statusCode, message: messageOf(response.body) });
  }
  expect(answers).toEqual(
    pluginCalls.map((endpoint) => ({
      id: endpoint.id,
      status: 403,
      message: expect.stringMatching(/^The .+ module is switched off for your company$/),
    })),
  );
  // The platform's own calls are not a module's.
  expect((await callEndpoint(server, getCompanyDetail, session)).json()).toMatchObject({ activeModules: [] });
});

test('only the switched-off module is refused: the others answer as for any company', async () => {
  const session = await adminSession('partial', ['gpa', 'nat', 'cmr', 'insurance-claim']);
  const call = (id: string) => {
    const endpoint = endpoints.find((candidate) => candidate.id === id);
    if (!endpoint) throw new Error(`no endpoint ${id}`);
    return callEndpoint(server, endpoint, session);
  };
  const quiz = await call('quiz.getResourceLogs');
  expect(quiz.statusCode).toBe(403);
  expect(quiz.json()).toMatchObject({ message: moduleSwitchedOffMessage({ id: 'quiz', title: 'Knowledge Evaluation Test' }) });
  expect((await call('gpa.getContinents')).statusCode).toBe(200);
  expect((await call('nat.getRisksCategories')).statusCode).toBe(200);
  expect((await call('insurance-claim.getInsurances')).statusCode).toBe(200);
  expect((await call('cmr.getCmrNotes')).statusCode).toBe(200);
});

test('a module switched off later is refused from then on (after the 5 s the company list is kept)', async () => {
  const company = await addOtherCompany(server, 'later');
  const session = { loginToken: company.adminToken, jwt: '' };
  const logs = endpoints.find((endpoint) => endpoint.id === 'quiz.getResourceLogs');
  if (!logs) throw new Error('no quiz.getResourceLogs');
  expect((await callEndpoint(server, logs, session)).statusCode).toBe(200);
  await server.server.db.deleteFrom('company_modules').where('company_id', '=', company.companyId).where('module_id', '=', 'quiz').execute();
  const deadline = Date.now() + 20_000;
  let status = 200;
  while (status === 200 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    status = (await callEndpoint(server, logs, session)).statusCode;
  }
  expect(status).toBe(403);
}, 30_000);
