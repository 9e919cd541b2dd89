import nock from 'nock';

export const LEGACY_ORIGIN = 'http://legacy.test';
export const NEW_ORIGIN = 'http://new.test';
export const TARGET = {
  legacyUrl: `${LEGACY_ORIGIN}/api`,
  newUrl: `${NEW_ORIGIN}/v2`,
  appToken: 'test-app-token',
  username: 'admin',
  password: 'Vigil-admin-1',
  timeoutMs: 1000,
};

export const LOGIN_TOKEN = 'login-token-123';
export const JWT = 'jwt-456';

export const countries = Array.from({ length: 210 }, (_, index) => ({
  id: index + 1,
  name: `Country ${index + 1}`,
  zoneId: 1 + (index % 5),
  iso2: 'AA',
  iso3: 'AAA',
}));

export interface RecordedCall {
  path: string;
  body: unknown;
  authorization?: string;
}

/** Paths whose interceptor a test replaces with its own (nock would otherwise answer from the default). */
export type Overrides = Partial<Record<string, (scope: nock.Interceptor) => nock.Scope>>;

/**
 * Both backends answering the smoke table as the contract says, recording what each call sent. A test passes
 * `overrides` to make one call misbehave.
 */
export function mockBackends(overrides: Overrides = {}): { calls: RecordedCall[]; done(): void } {
  const calls: RecordedCall[] = [];
  const legacy = nock(LEGACY_ORIGIN);
  const modern = nock(NEW_ORIGIN);
  const record = (path: string) =>
    function (this: nock.ReplyFnContext, uri: string, body: nock.Body): nock.ReplyBody {
      const authorization = this.req.headers.authorization;
      calls.push({ path: uri, body, ...(authorization ? { authorization: String(authorization) } : {}) });
      return defaults[path] ?? {};
    };
  const defaults: Record<string, nock.ReplyBody> = {
    '/customers/loginCustomer': { login_token: LOGIN_TOKEN, email: 'admin@vigil.example', permission: ['admin'] },
    '/auth': { jwt: JWT, account: { legacy_id: 1, email: 'admin@vigil.example' } },
    '/health/get-db-status': { status: 'ok', database: 'sqlite' },
    '/customers/checkLoginToken': { permission: ['admin'], email: 'admin@vigil.example', name: 'Ada' },
    '/companies/getDetail': { id: 1, name: 'Vigil Demo', logo: null, activeModules: ['cmr'] },
    '/permissions/getFrontendPermissions': { routes: [{ prefix: '/Cmr', allowed: ['admin', 'cmr'] }] },
    '/geolocation/countries': countries as unknown as nock.ReplyBody,
  };
  const routes: [nock.Scope, 'get' | 'post', string, string][] = [
    [legacy, 'post', '/api', '/customers/loginCustomer'],
    [modern, 'post', '/v2', '/auth'],
    [legacy, 'get', '/api', '/health/get-db-status'],
    [legacy, 'post', '/api', '/customers/checkLoginToken'],
    [legacy, 'get', '/api', '/companies/getDetail'],
    [legacy, 'post', '/api', '/permissions/getFrontendPermissions'],
    [modern, 'get', '/v2', '/geolocation/countries'],
  ];
  for (const [scope, method, base, path] of routes) {
    const interceptor = scope[method]((uri) => uri.split('?')[0] === `${base}${path}`);
    const override = overrides[path];
    if (override) override(interceptor);
    else interceptor.reply(200, record(path));
  }
  return {
    calls,
    done: () => {
      legacy.done();
      modern.done();
    },
  };
}
