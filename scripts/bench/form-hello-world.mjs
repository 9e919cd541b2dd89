// The yardstick of the signed-in call's speed: a fastify hello world that parses the same form body, run as a
// process of its own like the real server, with the same Node options (`node form-hello-world.mjs <port>`; it prints `listening` when ready).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import formBody from '@fastify/formbody';
import Fastify from 'fastify';
import { freePort } from '../lib/free-port.mjs';
import { SERVER_NODE_OPTIONS } from '../lib/server-node-options.mjs';

const HELLO_PATH = '/hello';

async function serve(port) {
  const app = Fastify({ logger: false });
  await app.register(formBody);
  app.post(HELLO_PATH, async (request) => ({ hello: 'world', fields: Object.keys(request.body ?? {}).length }));
  await app.listen({ port, host: '127.0.0.1' });
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
  process.stdout.write('listening\n');
}

/** Starts the hello world in its own process; resolves with its URL and how to stop it. */
export async function startFormHelloWorld() {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, fileURLToPath(import.meta.url), String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the hello world exited (${code}) before listening`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('listening')) resolve();
    });
  });
  return {
    url: `http://127.0.0.1:${port}${HELLO_PATH}`,
    stop: () => new Promise((resolve) => {
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await serve(Number(process.argv[2]));
