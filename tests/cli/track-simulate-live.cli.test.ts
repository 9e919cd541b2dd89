import path from 'node:path';
import type { TrackSimulateReport } from '../../cli/commands/track-simulate';
import { main } from '../../cli/main';
import { recordingIo } from '../../cli/output/cli-io';
import type { PersonnelEmployee } from '../../host/core/contract/personnel-employee';
import { getDevices, getPersonTrack, type TrackPoint, type TrackedPerson } from '../../plugins/tracking/contract';
import { startTestServer, type TestServer } from '../support/test-server';

const repoRoot = path.resolve(__dirname, '../..');

/** `vigil track simulate` against a real reference server: the positions reach the people's tracks. */
describe('vigil track simulate against a live reference server', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ listen: true });
    token = await server.login('admin', 'Vigil-admin-1');
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  async function legacyGet<T>(pathName: string, fields: Record<string, string> = {}): Promise<T> {
    const query = new URLSearchParams({ ...fields, login_token: token, app_token: server.appToken });
    const response = await fetch(`${server.url}/api${pathName}?${query.toString()}`);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }

  function simulate(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    const io = recordingIo();
    const base = ['--legacy-url', `${server.url}/api`, '--app-token', server.appToken, '--username', 'admin', '--password', 'Vigil-admin-1'];
    return main(['node', 'vigil', 'track', 'simulate', ...base, ...args], { repoRoot, io }).then((code) => ({
      code,
      stdout: io.stdout,
      stderr: io.stderr,
    }));
  }

  it('pairs devices, sends every protocol and an SOS, and the tracked people move', async () => {
    const started = new Date().toISOString();

    const run = await simulate('--devices', '8', '--protocol', 'mixed', '--interval', '1', '--duration', '3', '--quiet-share', '0', '--sos', '--seed', '5', '--keep-devices', '--json');

    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as TrackSimulateReport;
    expect(report).toMatchObject({ devices: 8, protocols: { osmand: 2, 'traccar-form': 2, 'traccar-json': 2, owntracks: 2 }, refused: {}, unanswered: 0, sosDevice: 1 });
    expect(report.sent).toBeGreaterThanOrEqual(16);
    expect(report.acknowledged).toBe(report.sent);
    expect(run.code).toBe(0);

    const employees = await legacyGet<PersonnelEmployee[]>('/companies/getEmployees');
    const tracked = employees.filter((employee) => employee.isTrackingEnable && !employee.hidden);
    const tracks = await Promise.all(
      tracked.map((employee) => legacyGet<{ person: TrackedPerson; positions: TrackPoint[] }>(getPersonTrack.path, { employee: String(employee.id) })),
    );
    const fresh = tracks.flatMap((track) => track.positions.filter((position) => position.fix_time >= started));
    expect(new Set(fresh.map((position) => position.source))).toEqual(new Set(['osmand', 'traccar', 'owntracks']));
    // Every stored fix moves at the simulator's 5-30 m/s (the form's knots and OwnTracks' km/h made m/s again).
    for (const position of fresh) {
      expect(position.speed ?? 0).toBeGreaterThanOrEqual(0);
      expect(position.speed ?? 0).toBeLessThanOrEqual(33.5);
    }
    expect(tracks.filter((track) => track.person.status === 'sos')).toHaveLength(1);
    expect(fresh.filter((position) => position.alarm === 'sos')).toHaveLength(1);
  }, 60_000);

  it('revokes the devices it paired unless asked to keep them', async () => {
    const employees = await legacyGet<PersonnelEmployee[]>('/companies/getEmployees');
    const activeDevices = async (): Promise<number> => {
      const lists = await Promise.all(
        employees.map((employee) => legacyGet<{ devices: { revoked: boolean }[] }>(getDevices.path, { employee: String(employee.id) })),
      );
      return lists.flatMap((list) => list.devices).filter((device) => !device.revoked).length;
    };
    const before = await activeDevices();

    const run = await simulate('--devices', '2', '--protocol', 'osmand', '--interval', '1', '--duration', '1', '--seed', '9');

    expect(run.code).toBe(0);
    expect(run.stdout).toContain('devices: 2 for 2 people (osmand 2)\n');
    expect(run.stdout).toMatch(/acknowledged \(2xx\): [1-9]\d*\n/);
    expect(await activeDevices()).toBe(before);
  }, 60_000);

  it('exits 2 when the sign-in is refused', async () => {
    const io = recordingIo();
    const args = ['--legacy-url', `${server.url}/api`, '--app-token', server.appToken, '--username', 'admin', '--password', 'wrong-password-1'];

    const code = await main(['node', 'vigil', 'track', 'simulate', ...args], { repoRoot, io });

    expect(code).toBe(2);
    expect(io.stderr).toContain("could not sign in as 'admin': HTTP 401");
  });
});
