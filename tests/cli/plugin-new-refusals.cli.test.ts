import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pluginNew, runPluginNew } from '../../cli/commands/plugin-new';
import { recordingIo } from '../../cli/output/cli-io';
import { resolvePluginSpec } from '../../cli/scaffold/plugin-spec';
import { scaffoldRepoPerTest } from './support/scaffold-repo';
import { listFiles } from './support/temp-repo';

/** What `vigil plugin new` refuses, each time with nothing written. */

const repo = scaffoldRepoPerTest();
const repoRoot = path.resolve(__dirname, '../..');

describe('vigil plugin new, refusals', () => {
  it.each([
    ['Demo_X'],
    ['1abc'],
    ['demo--x'],
    ['demo-'],
    ['-demo'],
    ['DemoX'],
    [''],
    ['a'.repeat(41)],
  ])("refuses the invalid id '%s' and writes nothing", async (id) => {
    const io = recordingIo();

    const code = await runPluginNew(id, {}, repo.root(), io);

    expect(code).toBe(1);
    // One problem, one line: the defaults derived from a bad id are not reported again.
    expect(io.stderr.split('\n')).toEqual([
      expect.stringContaining(`invalid plugin id '${id}': `),
      'Nothing was written.',
      '',
    ]);
    expect(io.stdout).toBe('');
    expect(repo.pluginFolders()).toEqual([]);
    expect(repo.scratchLeft()).toEqual([]);
  });

  it.each([['admin'], ['login'], ['home'], ['account'], ['all']])("refuses the reserved id '%s'", async (id) => {
    const result = await pluginNew(id, {}, repo.root());

    expect(result).toEqual({ ok: false, problems: [expect.stringContaining(`plugin id '${id}' is reserved`)] });
    expect(repo.pluginFolders()).toEqual([]);
  });

  it('refuses an existing id and leaves the existing folder untouched', async () => {
    const existing = path.join(repo.root(), 'plugins', 'demo-x');
    mkdirSync(existing);
    writeFileSync(path.join(existing, 'notes.md'), 'mine');
    const io = recordingIo();

    const code = await runPluginNew('demo-x', {}, repo.root(), io);

    expect(code).toBe(1);
    expect(io.stderr).toBe("vigil plugin new: plugin 'demo-x' already exists (plugins/demo-x)\nNothing was written.\n");
    expect(listFiles(existing)).toEqual(['notes.md']);
    expect(repo.read('plugins/demo-x/notes.md')).toBe('mine');
  });

  it('refuses an id that was just generated', async () => {
    await pluginNew('demo-x', {}, repo.root());
    const before = repo.read('plugins/demo-x/manifest.ts');

    const again = await pluginNew('demo-x', { title: 'Other' }, repo.root());

    expect(again).toEqual({ ok: false, problems: ["plugin 'demo-x' already exists (plugins/demo-x)"] });
    expect(repo.read('plugins/demo-x/manifest.ts')).toBe(before);
  });

  it('refuses a route another plugin already declares', async () => {
    await pluginNew('demo-x', {}, repo.root());

    const result = await pluginNew('other', { route: '/demox' }, repo.root());

    expect(result).toEqual({ ok: false, problems: ["route '/demox' is already used by plugins/demo-x"] });
  });

  it("refuses a table that is not the id's, or that the platform or another plugin already creates", async () => {
    await pluginNew('demo', { table: 'demo_x_rows' }, repo.root());

    expect(resolvePluginSpec('demo-x', { table: 'other_rows' }, repo.root())).toEqual([
      "invalid table 'other_rows': start it with the module's id, 'demo_x' or 'demo_x_…'",
    ]);
    expect(resolvePluginSpec('demo-x', { table: 'Demo-X' }, repo.root())).toEqual([
      "invalid table 'Demo-X': use snake_case (lower-case letters and digits joined by '_'), at most 60 characters",
    ]);
    expect(resolvePluginSpec('demo-x', { table: 'demo_x_rows' }, repo.root())).toEqual([
      "table 'demo_x_rows' already exists (plugins/demo)",
    ]);
    // A module named after a platform table would create it again; the real repository's migrations say so.
    expect(resolvePluginSpec('countries', {}, repoRoot)).toEqual(["table 'countries' already exists (the platform)"]);
    expect(resolvePluginSpec('quiz-results', { route: '/QuizResultsNew' }, repoRoot)).toEqual([
      "table 'quiz_results' already exists (plugins/quiz)",
    ]);
  });

  it('reports every problem of the options at once, and writes nothing', async () => {
    const options = { section: 'NOWHERE', permissions: 'admin,Bad Perm', route: 'no-slash', title: ' ', table: 'x' };

    const problems = resolvePluginSpec('demo-x', options, repo.root());

    expect(problems).toEqual([
      "unknown section 'NOWHERE': use one of ANALYSE, INFORM, PROTECT, MANAGE, DVR-S, USER (the user menu)",
      "invalid permission 'Bad Perm': use lower-case letters, digits, '_' or '-' (or '*')",
      '--title must not be empty',
      "invalid route 'no-slash': use a path like '/DemoX' (segments of letters, digits, '_' or '-')",
      "invalid table 'x': start it with the module's id, 'demo_x' or 'demo_x_…'",
    ]);
    expect(repo.pluginFolders()).toEqual([]);
  });
});
