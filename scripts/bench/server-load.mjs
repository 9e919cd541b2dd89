// Requests per second and p99 latency of the hot legacy calls: autocannon, 50 connections, 10 s each.
import autocannon from 'autocannon';

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 50, duration: 10, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export async function measureServerLoad(url, loginToken, appToken) {
  const query = new URLSearchParams({ login_token: loginToken, app_token: appToken });
  const targets = [
    { name: 'GET /api/health/get-db-status', options: { url: `${url}/api/health/get-db-status` } },
    {
      name: 'POST /api/customers/checkLoginToken',
      options: {
        url: `${url}/api/customers/checkLoginToken`,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: query.toString(),
      },
    },
  ];
  const rows = [];
  for (const target of targets) {
    const result = await run(target.options);
    const errors = result.errors + result.timeouts + result.non2xx;
    rows.push({ name: `${target.name} requests/s`, value: Math.round(result.requests.average), unit: 'req/s' });
    rows.push({ name: `${target.name} p99 latency`, value: result.latency.p99, unit: 'ms' });
    if (errors > 0) rows.push({ name: `${target.name} errors or non-2xx`, value: errors, unit: 'answers' });
  }
  return rows;
}
