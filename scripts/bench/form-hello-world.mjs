// The yardstick of the signed-in call's speed: a fastify hello world that parses the same form body, run as a
// process of its own like the real server, with the same Node options (`node form-hello-world.mjs <port>`; it prints `listening` when ready).
// Given an answer (VIGIL_HELLO_ANSWER: `{ body, headers }`), it answers that object and those headers instead of
// its two fields, so that the bench can tell the cost of the signed-in call's answer from the cost of its checks.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import formBody from '@fastify/formbody';
import Fastify from 'fastify';
import { freePort } from '../lib/free-port.mjs';
import { SERVER_NODE_OPTIONS } from '../lib/server-node-options.mjs';

const HELLO_PATH = '/hello';

async function serve(port) {
  const given = process.env.VIGIL_HELLO_ANSWER ? JSON.parse(process.env.VIGIL_HELLO_ANSWER) : undefined;
  const app = Fastify({ logger: false });
  await app.register(formBody);
  app.post(HELLO_PATH, async (request, reply) => {
    // A new object each time, serialised each time, as the real handler's is.
    if (given) return reply.headers(given.headers).send({ ...given.body });
    return { hello: 'world', fields: Object.keys(request.body ?? {}).length };
  });
  await app.listen({ port, host: '127.0.0.1' });
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
  process.stdout.write('listening\n');
}

/**
 * Starts the hello world in its own process (answering `answer`, `{ body, headers }`, when given); resolves with its
 * URL and how to stop it.
 */
export async function startFormHelloWorld(answer) {
  const port = await freePort();
  const env = answer ? { ...process.env, VIGIL_HELLO_ANSWER: JSON.stringify(answer) } : process.env;
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, fileURLToPath(import.meta.url), String(port)], { stdio: ['ignore', 'pipe', 'inherit'], env });
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
