import nock from 'nock';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EXIT_CODES } from '../../cli/exit-codes';
import { main } from '../../cli/main';
import { recordingIo } from '../../cli/output/cli-io';
import { closedPort } from './support/closed-port';

/**
 * What `vigil` tells a script (issue 15): its version, and exit codes that tell a failed check (1) from a refused
 * sign-in (2) and a backend that does not answer (3), documented in --help; and a server named once with
 * --server, whose /config.json gives the APIs relative to itself.
 */

const repoRoot = path.resolve(__dirname, '../..');
const version = (JSON.parse(readFileSync(path.join(repoRoot, 'cli', 'package.json'), 'utf8')) as { version: string }).version;

afterEach(() => {
  nock.abortPendingRequests();
  nock.cleanAll();
});

// Take nock's interceptor off the shared http module, or the next test file in this worker trips over it.
afterAll(() => nock.restore());

async function vigil(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = recordingIo({});
  const code = await main(['node', 'vigil', ...args], { repoRoot, io });
  return { code, stdout: io.stdout, stderr: io.stderr };
}

const REFUSED = { statusCode: 401, error: 'Unauthorized', message: 'Wrong username or password' };

describe('vigil --version and --help', () => {
  it('prints the version of the command and exits 0', async () => {
    expect(await vigil('--version')).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    expect(await vigil('-V')).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('documents every exit code, in the help of vigil and of the commands that check', async () => {
    for (const args of [['--help'], ['smoke', '--help'], ['health', '--help']]) {
      const run = await vigil(...args);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Exit codes:');
      expect(run.stdout).toMatch(/^ {2}1 {2}checks failed/m);
      expect(run.stdout).toMatch(/^ {2}2 {2}could not sign in/m);
      expect(run.stdout).toMatch(/^ {2}3 {2}backend unreachable/m);
    }
  });
});

describe('exit codes', () => {
  it('are 0 for a healthy backend, 1 for an unhealthy one and 3 for one that does not answer', async () => {
    nock('http://legacy.test').get('/api/health/ready').reply(200, { status: 'ok', database: 'sqlite', files: 'local', instance: 'web-1' });
    nock('http://legacy.test')
      .get('/api/health/ready')
      .reply(503, { statusCode: 503, message: 'Vigil process web-1 is not ready: the database cannot be reached' });
    const port = await closedPort();

    expect((await vigil('health', '--legacy-url', 'http://legacy.test/api')).code).toBe(EXIT_CODES.ok);
    expect((await vigil('health', '--legacy-url', 'http://legacy.test/api')).code).toBe(EXIT_CODES.checksFailed);
    const unreachable = await vigil('health', '--legacy-url', `http://127.0.0.1:${port}/api`);
    expect(unreachable.code).toBe(EXIT_CODES.unreachable);
    expect(unreachable.stdout).toContain('connection refused (ECONNREFUSED)');
  });

  it('are 2 for a refused smoke sign-in and 3 for one nothing answers, through the command line', async () => {
    nock('http://legacy.test').post('/api/customers/loginCustomer').reply(401, REFUSED);
    const refused = await vigil('smoke', '--legacy-url', 'http://legacy.test/api', '--username', 'admin', '--password', 'wrong');
    expect(refused.code).toBe(EXIT_CODES.signInFailed);
    expect(refused.stdout).toBe('');
    expect(refused.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(refused.stderr).toContain("could not sign in as 'admin'");

    const port = await closedPort();
    const unreachable = await vigil('smoke', '--legacy-url', `http://127.0.0.1:${port}/api`, '--username', 'admin', '--password', 'x');
    expect(unreachable.code).toBe(EXIT_CODES.unreachable);
    expect(unreachable.stderr).toMatch(/^vigil smoke: cannot reach the legacy API: connection refused \(ECONNREFUSED\)/);
  });
});

describe('--server', () => {
  it("resolves the relative API addresses of the server's /config.json against the server", async () => {
    nock('http://vigil.test').get('/config.json').reply(200, { legacyApiUrl: '/api', newApiUrl: '/v2', appToken: 'served' });
    // An older server without the readiness call: the database status call answers instead.
    nock('http://vigil.test').get('/api/health/ready').reply(404, { statusCode: 404, message: 'Not Found' });
    const health = nock('http://vigil.test').get('/api/health/get-db-status').reply(200, { status: 'ok', database: 'postgres' });

    const run = await vigil('health', '--server', 'http://vigil.test');

    expect(run.code).toBe(0);
    expect(run.stdout).toContain(' http://vigil.test/api/health/get-db-status ');
    health.done();
  });

  it('resolves them under a server that lives below a path, and keeps absolute ones', async () => {
    nock('http://vigil.test').get('/portal/config.json').reply(200, { legacyApiUrl: 'api', newApiUrl: 'https://new.test/v2', appToken: 'served' });
    const signIn = nock('http://vigil.test').post('/portal/api/customers/loginCustomer').reply(401, REFUSED);

    const run = await vigil('smoke', '--server', 'http://vigil.test/portal', '--username', 'admin', '--password', 'wrong');

    expect(run.code).toBe(2);
    expect(run.stderr).toContain('(POST http://vigil.test/portal/api/customers/loginCustomer)');
    signIn.done();
  });

  it('sends the app token the server gives, unless --app-token says otherwise', async () => {
    const seen: string[] = [];
    nock('http://vigil.test').persist().get('/config.json').reply(200, { legacyApiUrl: '/api', newApiUrl: '/v2', appToken: 'served' });
    nock('http://vigil.test')
      .persist()
      .post('/api/customers/loginCustomer')
      .reply(200, {
        id: 1, name: 'Ada', surname: 'Admin', initial: 'AA', image: null, email: 'a@vigil.test', company: 'Demo', permission: ['admin'],
        privacyCheckedDate: null, language: 'en', login_token: 'token',
      });
    nock('http://vigil.test')
      .persist()
      .post('/v2/auth')
      .reply(401, { statusCode: 401, message: 'no' });
    nock('http://vigil.test')
      .persist()
      .post('/api/customers/checkLoginToken')
      .reply(function (_uri, body) {
        seen.push(new URLSearchParams(String(body)).get('app_token') ?? '');
        return [500, { statusCode: 500, message: 'stop here' }];
      });
    nock('http://vigil.test').persist().get(/.*/).reply(500, { statusCode: 500, message: 'stop here' });
    nock('http://vigil.test').persist().post(/.*/).reply(500, { statusCode: 500, message: 'stop here' });

    const served = await vigil('smoke', '--server', 'http://vigil.test', '--username', 'admin', '--password', 'p', '--json');
    const given = await vigil('smoke', '--server', 'http://vigil.test', '--username', 'admin', '--password', 'p', '--json', '--app-token', 'mine');

    expect(served.code).toBe(1);
    expect(given.code).toBe(1);
    expect(seen).toEqual(['served', 'mine']);
  });

  it('exits 3 when the server does not answer, and 1 when /config.json is not the web host configuration', async () => {
    const port = await closedPort();
    const unreachable = await vigil('health', '--server', `http://127.0.0.1:${port}`);
    expect(unreachable.code).toBe(3);
    expect(unreachable.stderr).toBe(`vigil: cannot reach http://127.0.0.1:${port}/config.json: connection refused (ECONNREFUSED)\n`);

    nock('http://vigil.test').get('/config.json').reply(200, '<html>login</html>');
    const wrong = await vigil('smoke', '--server', 'http://vigil.test', '--username', 'u', '--password', 'p');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/^vigil: http:\/\/vigil\.test\/config\.json is not the web host's configuration/);

    const notUrl = await vigil('health', '--server', 'vigil.test');
    expect(notUrl).toMatchObject({ code: 1, stderr: "vigil: --server must be an http(s) URL, got 'vigil.test'\n" });
  });
});
