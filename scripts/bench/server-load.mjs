// Requests per second and p99 latency of the hot legacy calls: autocannon, 50 connections, 10 s each; and the
// signed-in call against a fastify hello world with the same form body, measured in the same run (issue 19).
import autocannon from 'autocannon';
import { startFormHelloWorld } from './form-hello-world.mjs';

/** checkLoginToken must answer at least this share of the hello world's requests per second... */
export const SIGNED_IN_RATIO_TARGET = 0.6;
/** ...with its p99 latency under this. */
export const SIGNED_IN_P99_TARGET_MS = 15;

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 50, duration: 10, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Unrecorded load before a recorded run: the figures are of a warmed-up process, whichever ran before. */
const WARM_UP_SECONDS = 3;

async function measure(name, options, { warmUp = false } = {}) {
  if (warmUp) await run({ ...options, duration: WARM_UP_SECONDS });
  const result = await run(options);
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, requests: Math.round(result.requests.average), p99: result.latency.p99, errors };
}

function rowsOf(measured, targets = {}) {
  const rows = [
    { name: `${measured.name} requests/s`, value: measured.requests, unit: 'req/s' },
    { name: `${measured.name} p99 latency`, value: measured.p99, unit: 'ms', ...(targets.p99 ? { target: targets.p99 } : {}) },
  ];
  if (measured.errors > 0) rows.push({ name: `${measured.name} errors or non-2xx`, value: measured.errors, unit: 'answers' });
  return rows;
}

/** Headers Node and fastify write on every answer by themselves: the hello world writes them too. */
const FRAMEWORK_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** checkLoginToken's answer as the server sends it: its body, and the headers the server adds (cache, security). */
async function signedInAnswer(url, body) {
  const response = await fetch(url, { method: 'POST', headers: FORM, body });
  if (!response.ok) throw new Error(`checkLoginToken failed: HTTP ${response.status}`);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !FRAMEWORK_HEADERS.has(name)));
  return { body: await response.json(), headers };
}

async function measureHelloWorld(name, body, answer) {
  const hello = await startFormHelloWorld(answer);
  try {
    return await measure(name, { url: hello.url, method: 'POST', headers: FORM, body }, { warmUp: true });
  } finally {
    await hello.stop();
  }
}

/**
 * checkLoginToken against the hello world, one after the other in this run; and against a hello world that sends
 * checkLoginToken's own answer (body and headers), which shows how much of the gap is the answer rather than the
 * checks before it.
 */
export async function measureSignedInCall(url, loginToken, appToken) {
  const body = new URLSearchParams({ login_token: loginToken, app_token: appToken }).toString();
  const signedInUrl = `${url}/api/customers/checkLoginToken`;
  const helloWorld = await measureHelloWorld('fastify hello world, form body', body);
  const sameAnswer = await measureHelloWorld('fastify hello world, checkLoginToken\'s answer', body, await signedInAnswer(signedInUrl, body));
  const signedIn = await measure('POST /api/customers/checkLoginToken', { url: signedInUrl, method: 'POST', headers: FORM, body }, { warmUp: true });
  const ratio = (yardstick) => (yardstick.requests > 0 ? signedIn.requests / yardstick.requests : 0).toFixed(2);
  return [
    ...rowsOf(signedIn, { p99: `< ${SIGNED_IN_P99_TARGET_MS}` }),
    ...rowsOf(helloWorld),
    { name: 'checkLoginToken requests/s ÷ hello world requests/s (same run)', value: ratio(helloWorld), unit: '', target: `≥ ${SIGNED_IN_RATIO_TARGET}` },
    ...rowsOf(sameAnswer),
    { name: 'checkLoginToken requests/s ÷ hello world with its answer (same run)', value: ratio(sameAnswer), unit: '' },
  ];
}

export async function measureServerLoad(url, loginToken, appToken) {
  const health = await measure('GET /api/health/get-db-status', { url: `${url}/api/health/get-db-status` });
  return [...rowsOf(health), ...(await measureSignedInCall(url, loginToken, appToken))];
}
