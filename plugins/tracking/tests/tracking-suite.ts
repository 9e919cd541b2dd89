import type { LightMyRequestResponse } from 'fastify';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { credentials, legacyGet, legacyPost, type Fields } from '../../../tests/server/support/legacy-request';
import { addOtherCompany, type OtherCompany } from '../../../tests/server/support/other-company';
import { INGEST_PATHS, pairDevice, type DeviceSetup, type TrackingApp, type TrackingDevice } from '../contract';
import tracking from '../manifest';
import type { TrackingDatabase, TrackingTables } from '../server/tables';

/** The demo accounts' passwords (host/server/seed/demo-accounts.ts). */
const PASSWORDS: Readonly<Record<string, string>> = {
  admin: 'Vigil-admin-1',
  analyst: 'Vigil-analyst-1',
  traveller: 'Vigil-traveller-1',
  visitor: 'Vigil-visitor-1',
};

export interface Paired {
  device: TrackingDevice;
  setup: DeviceSetup;
  /** The secret the app sends: OsmAnd's `id`, Traccar Client's identifier, OwnTracks' password. */
  secret: string;
}

/** A reference server with the tracking plugin, the demo company and a second company, and the calls the suites make. */
export interface TrackingSuite {
  readonly server: TestServer;
  readonly db: TrackingDatabase;
  readonly other: OtherCompany;
  login(username: string): Promise<string>;
  idOf(username: string): Promise<number>;
  get(path: string, token: string, fields?: Fields): Promise<LightMyRequestResponse>;
  post(path: string, token: string, fields?: Fields): Promise<LightMyRequestResponse>;
  /** Pairs a device as `username` (for `employee` when given) and reads its secret back from the setup. */
  pair(username: string, app: TrackingApp, employee?: number): Promise<Paired>;
  /** Positions stored for a person, oldest fix first. */
  positions(customerId: number): Promise<Array<{ fix_time: string; lat: number; lon: number; speed: number | null; alarm: string | null }>>;
  person(customerId: number): Promise<{ lat: number | null; lon: number | null; last_fix_time: string | null; paused: number } | undefined>;
  openSos(customerId: number): Promise<Array<{ id: number; raised_at: string; origin: string }>>;
  /** A new employee of the demo company with tracking on (no seeded device or fix), paired for by the admin. */
  newEmployee(username: string): Promise<number>;
  /** The admin pairs a device for an employee. */
  pairFor(customerId: number, app: TrackingApp): Promise<Paired>;
  /** Switches the admin's tracking of a person on or off. */
  setTracking(customerId: number, on: boolean): Promise<void>;
}

/** The secret in a setup: OsmAnd's in its URL, Traccar Client's as identifier, OwnTracks' as password. */
export function secretOf(setup: DeviceSetup): string {
  if (setup.app === 'osmand') return new URL(setup.url).searchParams.get('id') ?? '';
  if (setup.app === 'traccar') return setup.identifier ?? '';
  return setup.password ?? '';
}

/** Registers the file's beforeAll and afterAll: one server per test file. */
export function trackingSuite(): TrackingSuite {
  let started: { server: TestServer; other: OtherCompany } | undefined;
  beforeAll(async () => {
    const server = await startTestServer({ plugins: [tracking] });
    started = { server, other: await addOtherCompany(server, 'trk') };
  }, 60_000);
  afterAll(async () => started?.server.close());
  const current = (): NonNullable<typeof started> => {
    if (!started) throw new Error('The tracking suite has not started');
    return started;
  };
  const suite: TrackingSuite = {
    get server() {
      return current().server;
    },
    get db() {
      return pluginDatabase<TrackingTables>(current().server);
    },
    get other() {
      return current().other;
    },
    login: (username) => current().server.login(username, PASSWORDS[username] ?? ''),
    idOf: async (username) => (await suite.db.selectFrom('customers').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id,
    get: (path, token, fields = {}) => legacyGet(current().server, path, { ...credentials(current().server, token), ...fields }),
    post: (path, token, fields = {}) => legacyPost(current().server, path, { ...credentials(current().server, token), ...fields }),
    async pair(username, app, employee) {
      const token = username === 'trk-admin' ? current().other.adminToken : await suite.login(username);
      const response = await suite.post(pairDevice.path, token, { app, ...(employee === undefined ? {} : { employee: String(employee) }) });
      if (response.statusCode !== 200) throw new Error(`pairDevice answered ${response.statusCode} ${response.body}`);
      const { device, setup } = response.json<{ device: TrackingDevice; setup: DeviceSetup }>();
      return { device, setup, secret: secretOf(setup) };
    },
    positions: (customerId) =>
      suite.db
        .selectFrom('tracking_positions')
        .select(['fix_time', 'lat', 'lon', 'speed', 'alarm'])
        .where('customer_id', '=', customerId)
        .orderBy('fix_time')
        .execute(),
    person: (customerId) =>
      suite.db.selectFrom('tracking_people').select(['lat', 'lon', 'last_fix_time', 'paused']).where('customer_id', '=', customerId).executeTakeFirst(),
    openSos: (customerId) =>
      suite.db.selectFrom('tracking_sos').select(['id', 'raised_at', 'origin']).where('customer_id', '=', customerId).where('closed_at', 'is', null).execute(),
    async newEmployee(username) {
      const company = await suite.db.selectFrom('companies').select('id').where('is_demo', '=', 1).executeTakeFirstOrThrow();
      const now = new Date().toISOString();
      const row = await suite.db
        .insertInto('customers')
        .values({
          company_id: company.id, username, email: `${username}@demo.example`, password_hash: 'x', name: 'Test', surname: username,
          phone: '', image: null, permissions: '["gpa"]', privacy_checked_at: now, last_login_at: null, previous_login_at: null,
          created_at: now, nationality_id: null, employee_code: null, tracking_enabled: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    pairFor: (customerId, app) => suite.pair('admin', app, customerId),
    async setTracking(customerId, on) {
      await suite.db.updateTable('customers').set({ tracking_enabled: on ? 1 : 0 }).where('id', '=', customerId).execute();
    },
  };
  return suite;
}

/** The ingest address of an app, as the test server mounts it. */
export function ingestUrl(app: TrackingApp): string {
  return `/api${INGEST_PATHS[app]}`;
}

/** A fix time `ageMs` ago, whole seconds (the apps' own precision), in ms. */
export function fixTimeAgo(ageMs: number): number {
  return Math.floor((Date.now() - ageMs) / 1000) * 1000;
}
