import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../cli/main';
import { recordingIo } from '../../cli/output/cli-io';
import { writeOutboxMail } from '../../host/server/mail/outbox';

const repoRoot = path.resolve(__dirname, '../..');
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vigil-mail-cli-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

async function run(args: readonly string[], env: Record<string, string> = {}) {
  const io = recordingIo(env);
  const code = await main(['node', 'vigil', 'mail', ...args], { repoRoot, io });
  return { code, stdout: io.stdout, stderr: io.stderr };
}

async function writeTwoMails(): Promise<void> {
  await writeOutboxMail(dataDir, {
    to: 'ada@example.com',
    subject: 'Confirm your Vigil registration',
    text: 'Hello Ada,\nOpen:\n\nhttp://localhost:8080/Login/confirm_registration/abc\n',
  });
  await writeOutboxMail(dataDir, {
    to: 'bob@example.com',
    subject: 'Reset your Vigil password',
    text: 'Hello Bob,\n\nhttp://localhost:8080/Login/newpassword/xyz\n',
    html: '<p>Hello Bob</p>',
  });
}

test('lists the mails oldest first with their links', async () => {
  await writeTwoMails();
  const result = await run(['--data-dir', dataDir]);
  expect(result).toMatchObject({ code: 0, stderr: '' });
  const lines = result.stdout.trimEnd().split('\n');
  expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT.*Z {2}ada@example.com {2}Confirm your Vigil registration$/);
  expect(lines[1]).toBe('    http://localhost:8080/Login/confirm_registration/abc');
  expect(lines[2]).toMatch(/bob@example.com {2}Reset your Vigil password$/);
  expect(lines[3]).toBe('    http://localhost:8080/Login/newpassword/xyz');
  expect(lines[4]).toBe('2 mails');
});

test('--last prints the newest mail in full', async () => {
  await writeTwoMails();
  const result = await run(['--data-dir', dataDir, '--last']);
  expect(result.code).toBe(0);
  expect(result.stdout).toMatch(/^Date: {4}\S+\nTo: {6}bob@example.com\nSubject: Reset your Vigil password\n\nHello Bob,\n\nhttp:\/\/localhost:8080\/Login\/newpassword\/xyz\n$/);
});

test('--json prints the mails with their links; --last --json the newest', async () => {
  await writeTwoMails();
  const all = JSON.parse((await run(['--data-dir', dataDir, '--json'])).stdout) as { to: string; links: string[] }[];
  expect(all.map((mail) => mail.to)).toEqual(['ada@example.com', 'bob@example.com']);
  expect(all[1]?.links).toEqual(['http://localhost:8080/Login/newpassword/xyz']);
  const last = JSON.parse((await run(['--data-dir', dataDir, '--json', '--last'])).stdout) as { to: string; html: string };
  expect(last).toMatchObject({ to: 'bob@example.com', html: '<p>Hello Bob</p>' });
});

test('says so when the outbox is missing or empty, and skips files that are not mails', async () => {
  const missing = await run(['--data-dir', dataDir]);
  expect(missing).toMatchObject({ code: 0, stdout: `No outbox at ${path.join(dataDir, 'outbox')}: the server has not written any mail there yet.\n` });
  expect(JSON.parse((await run(['--data-dir', dataDir, '--json'])).stdout)).toEqual([]);
  mkdirSync(path.join(dataDir, 'outbox'));
  writeFileSync(path.join(dataDir, 'outbox', 'notes.json'), '{}');
  writeFileSync(path.join(dataDir, 'outbox', '2025-01-01T00-00-00-000Z-broken.json'), '{not json');
  const empty = await run(['--data-dir', dataDir]);
  expect(empty.stdout).toBe(`The outbox at ${path.join(dataDir, 'outbox')} is empty.\n`);
});

test('finds the data directory through VIGIL_DATA_DIR', async () => {
  await writeTwoMails();
  const result = await run([], { VIGIL_DATA_DIR: dataDir });
  expect(result.stdout).toContain('2 mails');
});

test('the built bin runs the command without loading server code', async () => {
  await writeTwoMails();
  const bin = path.join(repoRoot, 'cli', 'bin', 'vigil.cjs');
  const output = await new Promise<{ code: number; stdout: string }>((resolve) => {
    execFile(process.execPath, [bin, 'mail', '--last', '--data-dir', dataDir], { env: { ...process.env, NO_COLOR: '1' }, timeout: 30_000 }, (error, stdout) =>
      resolve({ code: error ? 1 : 0, stdout }),
    );
  });
  expect(output.code).toBe(0);
  expect(output.stdout).toContain('Subject: Reset your Vigil password');
}, 60_000);
