// Tracking ingest (issue 20): positions a second accepted and p99 latency at 50 connections, on SQLite and on
// PostgreSQL, and whether every acknowledged position is in the database. The requests are the exact ones the
// apps send, built by `vigil track simulate`'s format builders (cli/track), each a distinct fix.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { buildServer } from '../build-server.mjs';
import { root } from '../lib/build-steps.mjs';
import { findPostgresBin, startThrowawayPostgres } from '../lib/throwaway-postgres.mjs';
import { signIn, withBenchServer } from './bench-server.mjs';

export const INGEST_RATE_TARGET = 2000;
export const INGEST_P99_TARGET_MS = 100;

const CONNECTIONS = 50;
const SECONDS = 10;
const WARM_UP_SECONDS = 2;
/** People the bench adds and tracks, and devices each: the fixes spread over many people, as in a company. */
const PEOPLE = 25;
const DEVICES_PER_PERSON = 2;
const PROTOCOLS = ['osmand', 'traccar-form', 'traccar-json', 'owntracks'];
const APP_OF = { osmand: 'osmand', 'traccar-form': 'traccar', 'traccar-json': 'traccar', owntracks: 'owntracks' };
/** The first fix's time: far enough back that a device's fixes, a second apart, never reach the future. */
const HISTORY_MS = 4 * 3600 * 1000;

/** The format builders, bundled from their TypeScript source, so the bench sends what the simulator sends. */
export async function loadIngestRequest(dataDir) {
  const outfile = join(dataDir, 'bench-ingest-request.cjs');
  await buildServer({ entryPoint: join(root, 'cli/track/ingest-request.ts'), outfile });
  return createRequire(import.meta.url)(outfile).ingestRequest;
}

async function legacy(url, path, token, appToken, fields) {
  const response = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, login_token: token, app_token: appToken }),
  });
  if (!response.ok) throw new Error(`${path} failed: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Adds the bench's people as the admin, switches their tracking on and pairs their devices, the protocols in turn;
 * each device carries its person's id.
 */
export async function pairBenchDevices(url, appToken, people = PEOPLE, devicesPerPerson = DEVICES_PER_PERSON) {
  const token = await signIn(url, 'admin', 'Vigil-admin-1');
  const devices = [];
  for (let person = 0; person < people; person += 1) {
    const added = await legacy(url, '/customers/addEmployee', token, appToken, {
      name: 'Bench', surname: 'Courier', email: `bench-courier-${person}@bench.vigil.example`, phone: '+1 555 0199',
    });
    const employee = String(added.employee.id);
    await legacy(url, '/customers/editEmployee', token, appToken, { customer: employee, isTrackingEnable: '1' });
    for (let n = 0; n < devicesPerPerson; n += 1) {
      const index = devices.length;
      const protocol = PROTOCOLS[index % PROTOCOLS.length];
      const paired = await legacy(url, '/tracking/pairDevice', token, appToken, { employee, app: APP_OF[protocol], label: `Bench ${index + 1}` });
      devices.push({ protocol, index, setup: paired.setup, deviceId: paired.device.id, person: Number(employee) });
    }
  }
  return devices;
}

/**
 * A request source for autocannon: every call is the next fix of the next device, one second after its last (whole
 * seconds, as OwnTracks and the Traccar form send them), with the device and fix time it carries.
 */
function fixSource(devices, ingestRequest) {
  const base = Math.floor((Date.now() - HISTORY_MS) / 1000) * 1000;
  let sent = 0;
  return () => {
    const device = devices[sent % devices.length];
    const round = Math.floor(sent / devices.length);
    sent += 1;
    const fix = {
      lat: 45 + (device.index % 10) * 0.1 + round * 1e-5, lon: 9 + round * 1e-5, timeMs: base + round * 1000,
      speed: 12.5, bearing: 45, altitude: 120, accuracy: 8, battery: 0.8, charging: false,
    };
    const request = ingestRequest(device, fix, round === 0);
    const target = new URL(request.url);
    return {
      fix: `${device.deviceId}|${new Date(fix.timeMs).toISOString()}`,
      request: { method: request.method, path: `${target.pathname}${target.search}`, headers: request.headers, body: request.body ?? undefined },
    };
  };
}

/**
 * One autocannon run; each 2xx answer adds its fix to `acknowledged`. A connection sends one request at a time
 * and autocannon hands the answer the context of the request it answers, which holds that request's fix.
 */
function run(url, next, seconds, acknowledged) {
  const setupRequest = (request, context) => {
    const { fix, request: built } = next();
    context.fix = fix;
    return { ...request, ...built };
  };
  const onResponse = (status, body, context) => {
    if (status >= 200 && status < 300) acknowledged.add(context.fix);
  };
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: seconds, requests: [{ setupRequest, onResponse }] },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** The stored fixes of the bench's devices, as 'device|fix time' keys, read straight from the database file or server. */
async function storedFixes(database, dataDir, databaseUrl, deviceIds) {
  const sql = `select device_id, fix_time from tracking_positions where device_id in (${deviceIds.map(Number).join(',')})`;
  let rows;
  if (database === 'SQLite') {
    const db = new Database(join(dataDir, 'vigil.sqlite'), { readonly: true });
    try {
      rows = db.prepare(sql).all();
    } finally {
      db.close();
    }
  } else {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      rows = (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  }
  return new Set(rows.map((row) => `${row.device_id}|${new Date(row.fix_time).toISOString()}`));
}

/**
 * What PostgreSQL writes and keeps for the positions (docs/deploy.md's capacity figures): WAL bytes and row writes
 * (inserted, updated, deleted tuples of the whole database) between two readings, and the positions table's size
 * with its indexes.
 */
async function postgresWrites(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select pg_current_wal_lsn() as lsn,
      (select tup_inserted + tup_updated + tup_deleted from pg_stat_database where datname = current_database()) as tuples,
      pg_total_relation_size('tracking_positions') as table_bytes, (select count(*) from tracking_positions) as positions`);
    return rows[0];
  } finally {
    await client.end();
  }
}

async function walBytesBetween(databaseUrl, from, to) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query('select pg_wal_lsn_diff($2, $1) as bytes', [from, to])).rows[0].bytes);
  } finally {
    await client.end();
  }
}

async function postgresCostRows(name, databaseUrl, before, stored) {
  // The statistics collector reports with a delay of up to a second (PostgreSQL 15+: at transaction end, flushed
  // at most every second).
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const after = await postgresWrites(databaseUrl);
  const added = Number(after.positions) - Number(before.positions);
  if (added <= 0) return [];
  const wal = await walBytesBetween(databaseUrl, before.lsn, after.lsn);
  return [
    { name: `${name}: WAL written per position`, value: Math.round(wal / added), unit: 'bytes' },
    { name: `${name}: rows written per position (all tables)`, value: ((Number(after.tuples) - Number(before.tuples)) / added).toFixed(2), unit: 'rows' },
    { name: `${name}: positions table and its indexes per stored position`, value: Math.round(Number(after.table_bytes) / Math.max(1, Number(after.positions))), unit: 'bytes' },
    { name: `${name}: positions stored in the run`, value: stored, unit: 'pos' },
  ];
}

async function measureOn(database, appToken, databaseUrl) {
  return withBenchServer({ env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} }, async ({ dataDir, server }) => {
    const ingestRequest = await loadIngestRequest(dataDir);
    const devices = await pairBenchDevices(server.url, appToken);
    const next = fixSource(devices, ingestRequest);
    const acknowledged = new Set();
    await run(server.url, next, WARM_UP_SECONDS, acknowledged);
    const before = databaseUrl ? await postgresWrites(databaseUrl) : null;
    const result = await run(server.url, next, SECONDS, acknowledged);
    // Answers still in flight when a run stops are stored without being counted here: only missing ones matter.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stored = await storedFixes(database, dataDir, databaseUrl, devices.map((device) => device.deviceId));
    const missing = [...acknowledged].filter((fix) => !stored.has(fix)).length;
    const name = `tracking ingest on ${database} (${devices.length} devices, 4 protocols, ${CONNECTIONS} connections)`;
    const rows = [
      { name: `${name}: accepted positions/s`, value: Math.round(result['2xx'] / SECONDS), unit: 'pos/s', target: `≥ ${INGEST_RATE_TARGET}` },
      { name: `${name}: p99 latency`, value: result.latency.p99, unit: 'ms', target: `< ${INGEST_P99_TARGET_MS}` },
      { name: `${name}: acknowledged, not in the database (of ${acknowledged.size} acknowledged, ${stored.size} stored)`, value: missing, unit: 'pos', target: '= 0' },
    ];
    const errors = result.errors + result.timeouts + result.non2xx;
    if (errors > 0) rows.push({ name: `${name}: errors or non-2xx`, value: errors, unit: 'answers' });
    if (before) rows.push(...(await postgresCostRows(name, databaseUrl, before, stored.size)));
    return rows;
  });
}

/** The rows for SQLite, then PostgreSQL on a throwaway cluster (a row saying why when none is installed). */
export async function measureTrackingIngest(appToken) {
  const rows = await measureOn('SQLite', appToken);
  const bin = findPostgresBin();
  if (!bin) return [...rows, { name: 'tracking ingest on PostgreSQL: not measured, no PostgreSQL installed', value: '-', unit: '' }];
  const postgres = await startThrowawayPostgres(bin);
  try {
    return [...rows, ...(await measureOn('PostgreSQL', appToken, postgres.url))];
  } finally {
    postgres.stop();
  }
}
