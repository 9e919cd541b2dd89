// Runs the built reference server as its own process on a free port with a private data directory, the way
// `npm start` runs it, so that the figures are those of the real product.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { root } from '../lib/build-steps.mjs';
import { freePort } from '../lib/free-port.mjs';
import { SERVER_NODE_OPTIONS } from '../lib/server-node-options.mjs';
import { launchBenchBrowser } from './bench-browser.mjs';


/** The messages of the error lines (pino's level 50 and above) the bench's servers have logged so far. */
const loggedErrors = [];

/**
 * The servers' error lines: a server that logs one mid-bench has failed at something no figure shows (the country
 * geofences once failed on every batch of fixes, unseen). Each is echoed on stderr as it comes, beside its step.
 */
export function serverErrorsLogged() {
  return [...loggedErrors];
}

function watchErrorLines(child) {
  createInterface({ input: child.stdout }).on('line', (line) => {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      return;
    }
    if (typeof entry?.level === 'number' && entry.level >= 50) {
      loggedErrors.push(String(entry.msg));
      console.error(`[server error] ${entry.msg}`);
    }
  });
}

export function makeDataDir() {
  return mkdtempSync(join(tmpdir(), 'vigil-bench-'));
}

export function removeDataDir(dir) {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Starts the server (`env` adds to its environment); resolves once /api/health/get-db-status answers 200, with the
 * milliseconds that took.
 */
export async function startBenchServer(dataDir, env = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, join(root, 'dist', 'server', 'main.cjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), VIGIL_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  watchErrorLines(child);
  let exited = false;
  child.on('exit', () => { exited = true; });
  for (;;) {
    if (exited) throw new Error('the server exited before answering');
    try {
      const response = await fetch(`${url}/api/health/get-db-status`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (performance.now() - started > 120_000) throw new Error('the server did not answer within 120 s');
  }
  const readyMs = performance.now() - started;
  return {
    url,
    readyMs,
    stop: () => new Promise((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

/**
 * Runs `measure({ dataDir, server, browser })` against a server of its own (a new data directory, `env` added to
 * its environment) and, with `browser`, a bench browser of its own; then closes both and removes the directory,
 * whatever happened. Answers what `measure` answers.
 */
export async function withBenchServer({ env = {}, browser: withBrowser = false } = {}, measure) {
  const dataDir = makeDataDir();
  try {
    const server = await startBenchServer(dataDir, env);
    try {
      const browser = withBrowser ? await launchBenchBrowser() : undefined;
      try {
        return await measure({ dataDir, server, browser });
      } finally {
        await browser?.close();
      }
    } finally {
      await server.stop();
    }
  } finally {
    removeDataDir(dataDir);
  }
}

/** Signs in through the legacy API and answers the login token. */
export async function signIn(url, username, password) {
  const response = await fetch(`${url}/api/customers/loginCustomer`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username} failed: HTTP ${response.status}`);
  return (await response.json()).login_token;
}

/** The id the reference server gives the country with ISO code `iso2`. */
export async function countryIdOf(url, loginToken, appToken, iso2) {
  const query = new URLSearchParams({ model: 'countries', login_token: loginToken, app_token: appToken });
  const response = await fetch(`${url}/api/countries/get-list?${query}`);
  if (!response.ok) throw new Error(`countries/get-list failed: HTTP ${response.status}`);
  const country = (await response.json()).find((entry) => entry.code === iso2);
  if (!country) throw new Error(`no country ${iso2}`);
  return country.id;
}
