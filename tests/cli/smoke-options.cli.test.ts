import path from 'node:path';
import { resolveSmokeTarget } from '../../cli/commands/smoke';
import { loadCliDefaults } from '../../cli/config/cli-defaults';
import { main } from '../../cli/main';
import { recordingIo } from '../../cli/output/cli-io';

const repoRoot = path.resolve(__dirname, '../..');

/** Where `vigil smoke` takes its target from: config/default.json, the environment, then the flags. */
describe('smoke options', () => {
  const defaults = loadCliDefaults(repoRoot, {});

  it('default to the local server of config/default.json', () => {
    expect(defaults).toMatchObject({
      legacyUrl: 'http://localhost:8080/api',
      newUrl: 'http://localhost:8080/v2',
      appToken: 'vigil-web-client',
      timeoutMs: 5000,
    });
  });

  it('take the app token, port and credentials from the environment', () => {
    const fromEnv = loadCliDefaults(repoRoot, {
      VIGIL_APP_TOKEN: 'from-env',
      PORT: '9999',
      VIGIL_SMOKE_USERNAME: 'visitor',
      VIGIL_SMOKE_PASSWORD: 'secret',
    });

    expect(resolveSmokeTarget({}, fromEnv)).toEqual({
      legacyUrl: 'http://localhost:9999/api',
      newUrl: 'http://localhost:9999/v2',
      appToken: 'from-env',
      username: 'visitor',
      password: 'secret',
      timeoutMs: 5000,
    });
  });

  it('name the missing option', () => {
    expect(resolveSmokeTarget({}, defaults)).toBe('missing --username (or set VIGIL_SMOKE_USERNAME)');
    expect(resolveSmokeTarget({ username: 'admin' }, defaults)).toBe(
      'missing --password (or set VIGIL_SMOKE_PASSWORD)',
    );
    expect(resolveSmokeTarget({ username: 'a', password: 'b', timeout: '0' }, defaults)).toMatch(/--timeout/);
  });

  it('let flags win over the environment', () => {
    const target = resolveSmokeTarget(
      { username: 'u', password: 'p', appToken: 'flag', legacyUrl: 'http://x/api', timeout: '250' },
      { ...defaults, appToken: 'env' },
    );

    expect(target).toMatchObject({ appToken: 'flag', legacyUrl: 'http://x/api', timeoutMs: 250 });
  });

  it('make the command line fail with the missing option named', async () => {
    const io = recordingIo({});

    const code = await main(['node', 'vigil', 'smoke'], { repoRoot, io });

    expect(code).toBe(1);
    expect(io.stderr).toBe('vigil: missing --username (or set VIGIL_SMOKE_USERNAME)\n');
    expect(io.stdout).toBe('');
  });
});
