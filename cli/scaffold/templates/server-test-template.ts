import { holdsAny } from '../../../host/core/permission-matcher';
import { DEMO_ACCOUNTS } from '../demo-accounts';
import { demoRowText, endpointName, tableCamel } from '../generated-names';
import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString } from '../ts-literal';

/**
 * plugins/<id>/tests/<id>.server.test.ts: the endpoint on a real reference server, its table migrated and seeded.
 * Which demo account is admitted follows from the plugin's permissions, worked out here so the generated test
 * needs no edit.
 */
export function serverTestTemplate(spec: PluginSpec): string {
  const endpoint = endpointName(spec);
  const cases = DEMO_ACCOUNTS.map((account) => {
    const admitted = holdsAny(account.permissions, spec.permissions);
    const who = `${account.username} (${account.permissions.join(', ')})`;
    return admitted
      ? `
  it('answers ${who} with the demo row', async () => {
    const loginToken = await server.login(${tsString(account.username)}, ${tsString(account.password)});
    const response = await ${endpoint}(loginToken);

    expect(response.statusCode).toBe(200);
    // The demo company's row from the seed step.
    expect(response.json()).toEqual({ ${tableCamel(spec)}: [{ id: expect.any(Number), text: ${tsString(demoRowText(spec))} }] });
  });
`
      : `
  it('refuses ${who}, who lacks the permission', async () => {
    const loginToken = await server.login(${tsString(account.username)}, ${tsString(account.password)});
    const response = await ${endpoint}(loginToken);

    expect(response.statusCode).toBe(403);
  });
`;
  }).join('');
  return `${GENERATED_HEADER}
import { startTestServer, type TestServer } from '../../../tests/support/test-server';

describe('GET /api/${spec.id}/${endpoint}', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  function ${endpoint}(loginToken?: string) {
    const query = new URLSearchParams({ app_token: server.appToken });
    if (loginToken !== undefined) query.set('login_token', loginToken);
    return server.app.inject({ method: 'GET', url: \`/api/${spec.id}/${endpoint}?\${query.toString()}\` });
  }
${cases}
  it('refuses a call without a login token', async () => {
    const response = await ${endpoint}();

    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
`;
}
