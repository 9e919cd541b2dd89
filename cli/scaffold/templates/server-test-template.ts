import { holdsAny } from '../../../host/core/permission-matcher';
import { DEMO_ACCOUNTS } from '../demo-accounts';
import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString } from '../ts-literal';

/**
 * plugins/<id>/tests/<id>.server.test.ts: the endpoint on a real reference server, its table migrated and seeded.
 * Which demo account is admitted follows from the plugin's permissions, worked out here so the generated test
 * needs no edit.
 */
export function serverTestTemplate(spec: PluginSpec): string {
  const cases = DEMO_ACCOUNTS.map((account) => {
    const admitted = holdsAny(account.permissions, spec.permissions);
    const who = `${account.username} (${account.permissions.join(', ')})`;
    return admitted
      ? `
  it('answers ${who}', async () => {
    const loginToken = await server.login(${tsString(account.username)}, ${tsString(account.password)});
    const response = await getOverview(loginToken);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      title: TITLE,
      message: expect.stringContaining(${tsString(account.username)}),
      // The demo company's note from the seed step.
      notes: [{ id: expect.any(Number), text: \`(Demo content) The first note of \${TITLE}.\` }],
    });
  });
`
      : `
  it('refuses ${who}, who lacks the permission', async () => {
    const loginToken = await server.login(${tsString(account.username)}, ${tsString(account.password)});
    const response = await getOverview(loginToken);

    expect(response.statusCode).toBe(403);
  });
`;
  }).join('');
  // Only a success case reads the title; an unused constant would fail the lint.
  const admitsSomeone = DEMO_ACCOUNTS.some((account) => holdsAny(account.permissions, spec.permissions));
  const title = admitsSomeone ? `\nconst TITLE = ${tsString(spec.title)};\n` : '';
  return `${GENERATED_HEADER}
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
${title}
describe('GET /api/${spec.id}/getOverview', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  function getOverview(loginToken?: string) {
    const query = new URLSearchParams({ app_token: server.appToken });
    if (loginToken !== undefined) query.set('login_token', loginToken);
    return server.app.inject({ method: 'GET', url: \`/api/${spec.id}/getOverview?\${query.toString()}\` });
  }
${cases}
  it('refuses a call without a login token', async () => {
    const response = await getOverview();

    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
`;
}
