// Live latency (issue 20): how long a position sent as the apps send it takes to reach a page following the people
// topic over /api/live, on SQLite with one server, and on PostgreSQL with the page on a second server process, so
// the change crosses LISTEN/NOTIFY. Every sent position must reach the page.
import WebSocket from 'ws';
import { findPostgresBin, startThrowawayPostgres } from '../lib/throwaway-postgres.mjs';
import { signIn, withBenchServer } from './bench-server.mjs';
import { loadIngestRequest, pairBenchDevices } from './tracking-ingest.mjs';
import { percentile } from './page-scripting.mjs';

export const LIVE_P95_TARGET_MS = 250;
export const LIVE_P95_TWO_SERVERS_TARGET_MS = 500;

const PEOPLE_TOPIC = 'tracking.people';
const PEOPLE = 20;
const POSITIONS = 200;
const PER_SECOND = 20;
/** How long after the last send a position still counts as arriving, rather than missed. */
const GRACE_MS = 5_000;

/** A signed-in page's live connection, subscribed to the people topic, handing every changed person to `onPerson`. */
async function followPeople(url, appToken, onPerson) {
  const loginToken = await signIn(url, 'admin', 'Vigil-admin-1');
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/live`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no live snapshot within 10 s')), 10_000);
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString());
      if (message.type === 'ready') socket.send(JSON.stringify({ type: 'subscribe', topic: PEOPLE_TOPIC, cursor: null }));
      else if (message.type === 'snapshot' && message.topic === PEOPLE_TOPIC) {
        clearTimeout(timer);
        resolve();
      } else if (message.type === 'changes' && message.topic === PEOPLE_TOPIC) {
        const at = performance.now();
        for (const person of message.items) onPerson(person, at);
      } else if (message.type === 'error') reject(new Error(`live error: ${message.message}`));
    });
    socket.once('close', (code, reason) => reject(new Error(`live socket closed: ${code} ${reason}`)));
    socket.send(JSON.stringify({ type: 'hello', login_token: loginToken, app_token: appToken }));
  });
  return socket;
}

/**
 * Sends the positions at a steady pace, the devices in turn, each a second after its device's last and somewhere
 * new, and answers the milliseconds from each send to the page hearing it (absent when it never did).
 */
async function sendAndWatch(ingestUrl, viewUrl, appToken, devices, ingestRequest) {
  const waiting = new Map();
  const latencies = [];
  let rejected = 0;
  const socket = await followPeople(viewUrl, appToken, (person, at) => {
    const sent = waiting.get(person.id);
    if (!sent) return;
    for (const [key, startedAt] of sent) {
      const [lat, lng] = key.split(',').map(Number);
      if (Math.abs(person.lat - lat) < 1e-7 && Math.abs(person.lng - lng) < 1e-7) {
        latencies.push(at - startedAt);
        sent.delete(key);
      }
    }
  });
  try {
    // Whole seconds in the past (OwnTracks and the Traccar form carry whole seconds), rising by one each round.
    const base = Math.floor(Date.now() / 1000) * 1000 - 60_000;
    const requests = [];
    const started = performance.now();
    for (let n = 0; n < POSITIONS; n += 1) {
      const device = devices[n % devices.length];
      const round = Math.floor(n / devices.length);
      const lat = Number((45 + device.index * 0.01 + (round + 1) * 1e-4).toFixed(6));
      const lon = Number((9 + device.index * 0.01 + (round + 1) * 1e-4).toFixed(6));
      const fix = { lat, lon, timeMs: base + round * 1000, speed: 5, bearing: 90, altitude: 100, accuracy: 8, battery: 0.7, charging: false };
      const request = ingestRequest(device, fix, round === 0);
      const wait = started + (n * 1000) / PER_SECOND - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (!waiting.has(device.person)) waiting.set(device.person, new Map());
      waiting.get(device.person).set(`${lat},${lon}`, performance.now());
      requests.push(
        fetch(request.url.replace(/^https?:\/\/[^/]+/, ingestUrl), { method: request.method, headers: request.headers, body: request.body })
          .then(async (response) => {
            await response.arrayBuffer();
            if (!response.ok) rejected += 1;
          })
          .catch(() => { rejected += 1; }),
      );
    }
    await Promise.all(requests);
    const deadline = performance.now() + GRACE_MS;
    while (latencies.length + rejected < POSITIONS && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    socket.close();
  }
  return { latencies: latencies.sort((a, b) => a - b), missed: POSITIONS - latencies.length, rejected };
}

function rowsOf(name, target, { latencies, missed, rejected }) {
  const rows = [
    { name: `${name}: p50`, value: Math.round(latencies.length === 0 ? NaN : percentile(latencies, 0.5)), unit: 'ms' },
    { name: `${name}: p95`, value: Math.round(latencies.length === 0 ? NaN : percentile(latencies, 0.95)), unit: 'ms', target: `< ${target}` },
    { name: `${name}: sent, never seen by the page (of ${POSITIONS})`, value: missed, unit: 'pos', target: '= 0' },
  ];
  if (rejected > 0) rows.push({ name: `${name}: positions the server refused`, value: rejected, unit: 'pos' });
  return rows;
}

const LABEL = `${POSITIONS} positions from ${PEOPLE} people at ${PER_SECOND}/s`;

async function measureOnSqlite(appToken) {
  return withBenchServer({}, async ({ dataDir, server }) => {
    const ingestRequest = await loadIngestRequest(dataDir);
    const devices = await pairBenchDevices(server.url, appToken, PEOPLE, 1);
    const result = await sendAndWatch(server.url, server.url, appToken, devices, ingestRequest);
    return rowsOf(`position to live page on SQLite, one server (${LABEL})`, LIVE_P95_TARGET_MS, result);
  });
}

async function measureOnPostgres(appToken, databaseUrl) {
  const env = { DATABASE_URL: databaseUrl };
  // One after the other: the first creates and seeds the database, the second finds it ready.
  return withBenchServer({ env }, async ({ dataDir, server: ingesting }) => withBenchServer({ env }, async ({ server: viewing }) => {
    const ingestRequest = await loadIngestRequest(dataDir);
    const devices = await pairBenchDevices(ingesting.url, appToken, PEOPLE, 1);
    const result = await sendAndWatch(ingesting.url, viewing.url, appToken, devices, ingestRequest);
    return rowsOf(`position to live page on PostgreSQL, sent to one server, seen on another (${LABEL})`, LIVE_P95_TWO_SERVERS_TARGET_MS, result);
  }));
}

/** The rows for SQLite, then PostgreSQL on a throwaway cluster (a row saying why when none is installed). */
export async function measureLiveLatency(appToken) {
  const rows = await measureOnSqlite(appToken);
  const bin = findPostgresBin();
  if (!bin) return [...rows, { name: 'position to live page on PostgreSQL: not measured, no PostgreSQL installed', value: '-', unit: '' }];
  const postgres = await startThrowawayPostgres(bin);
  try {
    return [...rows, ...(await measureOnPostgres(appToken, postgres.url))];
  } finally {
    postgres.stop();
  }
}
