import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { discoverEndpoints } from '../../../cli/smoke/discover-endpoints';
import { newApiAuth, type NewApiAuthResponse } from '../../../host/core/contract/session';
import { primaryMethod, type AnyEndpoint } from '../../../host/core/endpoints';
import type { TestServer } from '../../support/test-server';
import { credentials, legacyGet, legacyPost, type Fields } from './legacy-request';

const repoRoot = path.resolve(__dirname, '../../..');

/** Every declared endpoint of the platform and of every module, as `vigil smoke` and the OpenAPI list find them. */
export async function everyEndpoint(): Promise<AnyEndpoint[]> {
  const discovered = await discoverEndpoints(repoRoot);
  if (discovered.problems.length > 0) throw new Error(discovered.problems.join('\n'));
  return discovered.endpoints;
}

/** The newer API's JWT of a login token's session. */
export async function jwtOf(server: TestServer, email: string, loginToken: string): Promise<string> {
  const response = await server.app.inject({ method: 'POST', url: `/v2${newApiAuth.path}`, payload: { email, password: loginToken } });
  if (response.statusCode !== 200) throw new Error(`/v2/auth answered ${response.statusCode} ${response.body}`);
  return response.json<NewApiAuthResponse>().jwt;
}

/**
 * Calls a declared endpoint with its primary method, as a signed-in user: the legacy credentials (and `fields`)
 * on the legacy API, the Bearer JWT on the newer one.
 */
export function callEndpoint(
  server: TestServer,
  endpoint: AnyEndpoint,
  session: { loginToken: string; jwt: string },
  fields: Fields = {},
): Promise<LightMyRequestResponse> {
  const method = primaryMethod(endpoint);
  if (endpoint.backend === 'legacy') {
    const send = method === 'GET' ? legacyGet : legacyPost;
    return send(server, endpoint.path, { ...credentials(server, session.loginToken), ...fields });
  }
  const query = method === 'GET' ? new URLSearchParams(fields).toString() : '';
  return server.app.inject({
    method,
    url: `/v2${endpoint.path}${query ? `?${query}` : ''}`,
    headers: { authorization: `Bearer ${session.jwt}` },
    ...(method === 'POST' ? { payload: fields } : {}),
  });
}
