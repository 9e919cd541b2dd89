// The p99 of a signed-in call while 50 connections send bad sign-ins as fast as they are answered, each from
// another address (the server trusts X-Forwarded-For here) and for another username: no limit holds them back,
// so every one is hashed or refused by the hashing queue. The worst case of the issue 13 flood.
import autocannon from 'autocannon';
import { Agent, request } from 'node:http';
import { signIn } from './bench-server.mjs';

const FLOOD_SECONDS = 10;

function checkLoginToken(url, agent, body) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const call = request(
      { agent, hostname, port, method: 'POST', path: '/api/customers/checkLoginToken',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

export async function measureSignedInUnderSignInFlood(url, appToken) {
  const token = await signIn(url, 'analyst', 'Vigil-analyst-1');
  let index = 0;
  const flood = new Promise((resolve, reject) => {
    autocannon({
      url,
      connections: 50,
      duration: FLOOD_SECONDS,
      requests: [{
        method: 'POST',
        path: '/api/customers/loginCustomer',
        setupRequest: (req) => {
          index += 1;
          return {
            ...req,
            headers: { 'content-type': 'application/x-www-form-urlencoded',
              'x-forwarded-for': `198.18.${Math.floor(index / 250) % 256}.${(index % 250) + 1}` },
            body: new URLSearchParams({ username: `flood-${index}`, password: 'Wrong-password-1' }).toString(),
          };
        },
      }],
    }, (error, result) => (error ? reject(error) : resolve(result)));
  });
  let flooding = true;
  flood.finally(() => { flooding = false; }).catch(() => undefined);

  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const body = new URLSearchParams({ login_token: token, app_token: appToken }).toString();
  await checkLoginToken(url, agent, body);
  const latencies = [];
  let failures = 0;
  while (flooding) {
    const started = performance.now();
    if ((await checkLoginToken(url, agent, body)) !== 200) failures += 1;
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  agent.destroy();
  const result = await flood;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.ceil(0.99 * latencies.length) - 1] ?? NaN;
  const rows = [
    { name: 'signed-in call p99 under a sign-in flood (50 connections)', value: Math.round(p99), unit: 'ms', target: '≤ 100' },
    { name: 'bad sign-ins answered during that flood', value: Math.round(result.requests.average), unit: 'req/s' },
  ];
  if (failures > 0) rows.push({ name: 'signed-in calls that failed during that flood', value: failures, unit: 'answers' });
  return rows;
}
