// Requests per second and p99 latency of the hot legacy calls: autocannon, 50 connections, 10 s each; and the
// signed-in call against a fastify hello world with the same form body, in interleaved rounds of the same run
// (issue 19).
import autocannon from 'autocannon';
import { startFormHelloWorld } from './form-hello-world.mjs';
import { median } from './page-scripting.mjs';

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

async function measure(name, options) {
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

/** Rounds of the signed-in comparison: each runs the yardsticks and checkLoginToken one after the other. */
const ROUNDS = 3;
const ROUND_SECONDS = 4;

/**
 * checkLoginToken against the hello world, and against a hello world that sends checkLoginToken's own answer (body
 * and headers), which shows how much of the gap is the answer rather than the checks before it. This machine's
 * speed drifts by a fifth within a minute, so the three are measured in interleaved rounds (each warmed up first)
 * and each ratio is the median of the rounds' own ratios, with their range beside it.
 *
 * `fresh`: the server has answered nothing but this call, so its rows are named so and carry no target; the targets
 * are of a server that has served the pages first, as a deployed one has (docs/decisions.md).
 */
export async function measureSignedInCall(url, loginToken, appToken, { fresh = false } = {}) {
  const body = new URLSearchParams({ login_token: loginToken, app_token: appToken }).toString();
  const signedInUrl = `${url}/api/customers/checkLoginToken`;
  const answer = await signedInAnswer(signedInUrl, body);
  const hello = await startFormHelloWorld();
  let sameAnswer;
  try {
    sameAnswer = await startFormHelloWorld(answer);
    const targets = [
      { name: 'fastify hello world, form body', url: hello.url },
      { name: 'fastify hello world, checkLoginToken\'s answer', url: sameAnswer.url },
      { name: 'POST /api/customers/checkLoginToken', url: signedInUrl },
    ];
    const options = (target, duration) => ({ url: target.url, method: 'POST', headers: FORM, body, duration });
    for (const target of targets) await run(options(target, WARM_UP_SECONDS));
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const measured = [];
      for (const target of targets) measured.push(await measure(target.name, options(target, ROUND_SECONDS)));
      rounds.push(measured);
    }
    const [helloWorld, withAnswer, signedIn] = targets.map((target, index) => {
      const of = rounds.map((measured) => measured[index]);
      return { name: target.name, requests: median(of.map((m) => m.requests)), p99: median(of.map((m) => m.p99)), worstP99: Math.max(...of.map((m) => m.p99)), errors: of.reduce((sum, m) => sum + m.errors, 0) };
    });
    const ratios = (yardstick) => rounds.map((measured) => (measured[yardstick].requests > 0 ? measured[2].requests / measured[yardstick].requests : 0));
    const ratioRow = (name, yardstick, target) => {
      const values = ratios(yardstick);
      return { name: `${name} (median of ${ROUNDS} rounds, range ${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})`, value: median(values).toFixed(2), unit: '', ...(target ? { target } : {}) };
    };
    if (fresh) {
      const where = 'on a server that has answered nothing else';
      return [
        { name: `${signedIn.name} p99 latency, ${where}`, value: signedIn.p99, unit: 'ms' },
        ratioRow(`checkLoginToken requests/s ÷ hello world requests/s, ${where}`, 0),
        ratioRow(`checkLoginToken requests/s ÷ hello world with its answer, ${where}`, 1),
      ];
    }
    return [
      ...rowsOf(signedIn, { p99: `< ${SIGNED_IN_P99_TARGET_MS}` }),
      { name: `${signedIn.name} p99 latency, worst round`, value: signedIn.worstP99, unit: 'ms' },
      ...rowsOf(helloWorld),
      ratioRow('checkLoginToken requests/s ÷ hello world requests/s', 0, `≥ ${SIGNED_IN_RATIO_TARGET}`),
      ...rowsOf(withAnswer),
      ratioRow('checkLoginToken requests/s ÷ hello world with its answer', 1),
    ];
  } finally {
    await hello.stop();
    await sameAnswer?.stop();
  }
}

export async function measureServerLoad(url, loginToken, appToken) {
  const health = await measure('GET /api/health/get-db-status', { url: `${url}/api/health/get-db-status` });
  return [...rowsOf(health), ...(await measureSignedInCall(url, loginToken, appToken))];
}
