import nock from 'nock';
import { smokeTable } from '../../../cli/smoke/smoke-table';
import { Binary, defineEndpoint, IdText, Line, MessageAnswer, NoInput, Schema, type AnyEndpoint } from '../../../host/core/endpoints';
import { LEGACY_ORIGIN, NEW_ORIGIN } from './mock-backends';

/** A module of the test's own, so that these rules hold whatever the repository's contracts declare. */
export const ATLAS_ACCESS = { allowed: ['admin', 'atlas'] };
export const Place = Schema.Object({ id: Schema.Integer(), name: Schema.String() });

export const placeDetail = defineEndpoint({
  id: 'atlas.getPlace',
  backend: 'legacy',
  method: 'GET',
  path: '/atlas/place',
  summary: 'One place',
  // Visitors may read a place, not the list: their row of it needs an id they cannot get.
  access: { allowed: ['admin', 'atlas', 'free'] },
  input: Schema.Object({ place: IdText(), lang: Line() }),
  answer: Schema.Object({ name: Schema.String(), tags: Schema.Array(Schema.String()) }),
  // Declared before the list that yields its id: the table runs it after.
  smoke: { from: { place: 'placeId' }, fields: { lang: 'en' } },
});

export const status = defineEndpoint({
  id: 'atlas.getStatus',
  backend: 'legacy',
  method: 'GET',
  path: '/atlas/status',
  summary: 'Whether the atlas is up',
  access: 'public',
  input: NoInput,
  answer: Schema.Object({ up: Schema.Boolean() }),
  smoke: {},
});

export const places = defineEndpoint({
  id: 'atlas.getPlaces',
  backend: 'legacy',
  method: 'GET',
  path: '/atlas/places',
  summary: 'The places',
  access: ATLAS_ACCESS,
  input: NoInput,
  answer: Schema.Array(Place),
  smoke: {
    keeps: ['placeId'],
    keep: (answer) => ({ placeId: (answer as Array<{ id: number }>)[0]?.id.toString() }),
  },
});

export const regions = defineEndpoint({
  id: 'atlas.getRegions',
  backend: 'legacy',
  method: 'GET',
  path: '/atlas/regions',
  summary: 'The regions',
  access: ATLAS_ACCESS,
  input: NoInput,
  answer: Schema.Array(Schema.String()),
  smoke: { minItems: 2 },
});

export const map = defineEndpoint({
  id: 'atlas.getMap',
  backend: 'new',
  method: 'GET',
  path: '/atlas/map.pdf',
  summary: 'The map',
  access: ATLAS_ACCESS,
  input: NoInput,
  answer: Binary('application/pdf'),
  smoke: { startsWith: '%PDF-' },
});

export const search = defineEndpoint({
  id: 'atlas.search',
  backend: 'new',
  method: 'POST',
  path: '/atlas/search',
  summary: 'Finds places (a read the newer API takes as POST)',
  access: 'session',
  input: Schema.Object({ text: Line() }),
  answer: Schema.Array(Place),
  smoke: { fields: { text: 'Rome' } },
});

export const secret = defineEndpoint({
  id: 'atlas.getSecret',
  backend: 'legacy',
  method: 'GET',
  path: '/atlas/secret',
  summary: 'Not for visitors',
  access: { allowed: ['admin', 'atlas'], notAllowed: ['free'] },
  input: NoInput,
  answer: MessageAnswer,
  smoke: {},
});

export const addPlace = defineEndpoint({
  id: 'atlas.addPlace',
  backend: 'legacy',
  method: 'POST',
  path: '/atlas/add-place',
  summary: 'Writes: never a smoke row',
  access: ATLAS_ACCESS,
  input: Schema.Object({ name: Line() }),
  answer: MessageAnswer,
});

export const ATLAS: readonly AnyEndpoint[] = [placeDetail, status, places, regions, map, search, secret, addPlace];
export const TABLE = smokeTable(ATLAS);

const ANSWERS: Record<string, nock.ReplyBody> = {
  '/customers/loginCustomer': { login_token: 'token-1', email: 'atlas@vigil.example', permission: ['atlas'] },
  '/auth': { jwt: 'jwt-1', account: { legacy_id: 1 } },
  '/atlas/status': { up: true },
  '/atlas/places': [{ id: 7, name: 'Rome' }],
  '/atlas/place': { name: 'Rome', tags: ['capital'] },
  '/atlas/regions': ['Lazio', 'Veneto'],
  '/atlas/search': [{ id: 7, name: 'Rome' }],
  '/atlas/secret': { message: 'hidden' },
};

/** The atlas backends: every row answered as declared unless `overrides` says otherwise; what was sent, kept. */
export function atlasBackends(overrides: Partial<Record<string, (interceptor: nock.Interceptor) => nock.Scope>> = {}) {
  const sent: Array<{ path: string; body: unknown; authorization?: string }> = [];
  for (const call of TABLE) {
    const [origin, base] = call.backend === 'new' ? [NEW_ORIGIN, '/v2'] : [LEGACY_ORIGIN, '/api'];
    const interceptor = nock(origin)[call.method === 'POST' ? 'post' : 'get']((uri) => uri.split('?')[0] === `${base}${call.path}`);
    const override = overrides[call.path];
    if (override) {
      override(interceptor);
      continue;
    }
    interceptor.reply(
      200,
      function (this: nock.ReplyFnContext, uri: string, body: nock.Body) {
        sent.push({ path: uri, body, ...(this.req.headers.authorization ? { authorization: String(this.req.headers.authorization) } : {}) });
        return call.path === map.path ? '%PDF-1.7 map' : (ANSWERS[call.path] ?? {});
      },
      call.path === map.path ? { 'content-type': 'application/pdf' } : {},
    );
  }
  return { sent, to: (pathName: string) => sent.find((call) => call.path.split('?')[0]?.endsWith(pathName)) };
}
