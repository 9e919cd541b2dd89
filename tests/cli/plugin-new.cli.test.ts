import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { pluginNew, runPluginNew } from '../../cli/commands/plugin-new';
import { main } from '../../cli/main';
import { recordingIo } from '../../cli/output/cli-io';
import { pascalCase, routeFromId, titleFromId } from '../../cli/scaffold/plugin-names';
import { resolvePluginSpec } from '../../cli/scaffold/plugin-spec';
import { GENERATED_HEADER } from '../../cli/scaffold/scaffold-version';
import { listFiles, makeTempRepo } from './support/temp-repo';

let repo: ReturnType<typeof makeTempRepo>;

beforeEach(() => {
  repo = makeTempRepo();
});

afterEach(() => {
  repo.remove();
});

function read(relative: string): string {
  return readFileSync(path.join(repo.root, relative), 'utf8');
}

/** Only the scaffold's own output may appear: nothing stray in plugins/, no leftover scratch folder. */
function pluginFolders(): string[] {
  return listFiles(path.join(repo.root, 'plugins')).map((file) => file.split(path.sep)[0] ?? '');
}

function scratchLeft(): string[] {
  const scratch = path.join(repo.root, '.tmp');
  return existsSync(scratch) ? listFiles(scratch) : [];
}

describe('plugin names', () => {
  it('derive title, PascalCase and route from the id', () => {
    expect(titleFromId('demo-x')).toBe('Demo X');
    expect(pascalCase('demo-x')).toBe('DemoX');
    expect(routeFromId('cmr')).toBe('/Cmr');
    expect(routeFromId('demo-x')).toBe('/DemoX');
    expect(routeFromId('a1-2b')).toBe('/A12b');
  });
});

describe('vigil plugin new', () => {
  it('writes manifest, page, store, server part and tests, each stamped with the scaffold version', async () => {
    const result = await pluginNew('demo-x', {}, repo.root);

    expect(result.ok).toBe(true);
    expect(listFiles(path.join(repo.root, 'plugins', 'demo-x'))).toEqual([
      'manifest.ts',
      'server/index.ts',
      'tests/demo-x-manifest.test.ts',
      'tests/demo-x-page.test.tsx',
      'tests/demo-x.server.test.ts',
      'web/demo-x-page.tsx',
      'web/demo-x-store.ts',
    ]);
    for (const file of listFiles(path.join(repo.root, 'plugins', 'demo-x'))) {
      expect(read(`plugins/demo-x/${file}`).startsWith(`${GENERATED_HEADER}\n`)).toBe(true);
    }
    expect(scratchLeft()).toEqual([]);
  });

  it('uses the defaults: section ANALYSE, permissions admin and the id, title and route from the id', async () => {
    await pluginNew('demo-x', {}, repo.root);
    const manifest = read('plugins/demo-x/manifest.ts');

    expect(manifest).toContain("import { defineManifest } from '../../host/core/plugin-manifest';");
    expect(manifest).toContain("id: 'demo-x',");
    expect(manifest).toContain("const TITLE = 'Demo X';");
    expect(manifest).toContain('title: TITLE,');
    expect(manifest).toContain("section: 'ANALYSE',");
    expect(manifest).toContain(
      "path: '/DemoX',\n      allowed: ['admin', 'demo-x'],\n      page: () => import('./web/demo-x-page'),",
    );
    expect(manifest).toContain("menu: [{ kind: 'route', label: TITLE, to: '/DemoX' }],");
    expect(manifest).toMatch(/bubble: \{\n {4}label: TITLE,\n {4}description: .+,\n {4}to: '\/DemoX',/);
    expect(manifest).toContain("server: () => import('./server/index'),");
  });

  it('wires page, store and endpoint to one another', async () => {
    await pluginNew('demo-x', {}, repo.root);
    const page = read('plugins/demo-x/web/demo-x-page.tsx');
    const store = read('plugins/demo-x/web/demo-x-store.ts');
    const server = read('plugins/demo-x/server/index.ts');

    expect(page).toContain("import { DemoXStore } from './demo-x-store';");
    expect(page).toContain("const TITLE = 'Demo X';");
    expect(page).toContain('<PageHeading>{TITLE}</PageHeading>');
    expect(page).toContain('useService(TOKENS.LegacyApi)');
    expect(page).toContain('export default DemoXPage;');
    expect(store).toContain('export class DemoXStore {');
    expect(store).toContain("this.api.get<DemoXOverview>('/demo-x/getOverview')");
    expect(server).toContain("import { defineServerPart } from '../../../host/server/plugin-server-api';");
    expect(server).toContain("method: 'GET',\n      path: '/demo-x/getOverview',");
  });

  it('keeps plugin code to host/core, the web SDK, its own files and the allowed libraries', async () => {
    await pluginNew('demo-x', {}, repo.root);
    const allowed = [
      /^\.\.\/\.\.\/host\/core\//,
      /^\.\.\/\.\.\/\.\.\/host\/core\//,
      /^\.\.\/\.\.\/\.\.\/host\/web\/plugin-sdk$/,
      /^\.\/demo-x-/,
      /^react$/,
      /^mobx$/,
      /^mobx-react-lite$/,
    ];
    for (const file of ['manifest.ts', 'web/demo-x-page.tsx', 'web/demo-x-store.ts']) {
      const imports = [...read(`plugins/demo-x/${file}`).matchAll(/from '([^']+)'/g)].map((match) => match[1] ?? '');
      for (const specifier of imports) {
        expect({ file, specifier, allowed: allowed.some((pattern) => pattern.test(specifier)) }).toEqual({
          file,
          specifier,
          allowed: true,
        });
      }
    }
  });

  it('takes section, permissions, title and route from the options', async () => {
    const result = await pluginNew(
      'cmr',
      { section: 'protect', permissions: 'admin, cmr ,ops', title: 'Crisis management room', route: '/CrisisRoom' },
      repo.root,
    );

    expect(result.ok).toBe(true);
    const manifest = read('plugins/cmr/manifest.ts');
    expect(manifest).toContain("section: 'PROTECT',");
    expect(manifest).toContain("const TITLE = 'Crisis management room';");
    expect(manifest).toContain("path: '/CrisisRoom',\n      allowed: ['admin', 'cmr', 'ops'],");
    // Menu visibility follows the permissions when they are more than admin and the id.
    expect(manifest).toContain(
      "menu: [{ kind: 'route', label: TITLE, to: '/CrisisRoom', visibleTo: ['cmr', 'ops'] }],",
    );
  });

  it('expects from the generated server test what the permissions grant the demo accounts', async () => {
    await pluginNew('demo-x', {}, repo.root);
    await pluginNew('open-room', { permissions: 'admin,free' }, repo.root);
    const restricted = read('plugins/demo-x/tests/demo-x.server.test.ts');
    const open = read('plugins/open-room/tests/open-room.server.test.ts');

    expect(restricted).toContain("it('answers admin (admin)'");
    expect(restricted).toContain("it('refuses visitor (free), who lacks the permission'");
    expect(restricted).toContain('`/api/demo-x/getOverview?${query.toString()}`');
    expect(open).toContain("it('answers visitor (free)'");
    expect(open).not.toContain('lacks the permission');
  });

  it('escapes a title that would break a string literal, and every file still parses', async () => {
    const title = "O'Brien's \\ room";
    await pluginNew('tricky', { title }, repo.root);

    expect(read('plugins/tricky/web/tricky-page.tsx')).toContain("const TITLE = 'O\\'Brien\\'s \\\\ room';");
    for (const file of listFiles(path.join(repo.root, 'plugins', 'tricky'))) {
      const output = ts.transpileModule(read(`plugins/tricky/${file}`), {
        fileName: file,
        reportDiagnostics: true,
        compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      });
      const diagnostics = output.diagnostics?.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect({ file, diagnostics }).toEqual({ file, diagnostics: [] });
    }
  });

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

    const code = await runPluginNew(id, {}, repo.root, io);

    expect(code).toBe(1);
    // One problem, one line: the defaults derived from a bad id are not reported again.
    expect(io.stderr.split('\n')).toEqual([
      expect.stringContaining(`invalid plugin id '${id}': `),
      'Nothing was written.',
      '',
    ]);
    expect(io.stdout).toBe('');
    expect(pluginFolders()).toEqual([]);
    expect(scratchLeft()).toEqual([]);
  });

  it.each([['admin'], ['login'], ['home'], ['account'], ['all']])("refuses the reserved id '%s'", async (id) => {
    const result = await pluginNew(id, {}, repo.root);

    expect(result).toEqual({ ok: false, problems: [expect.stringContaining(`plugin id '${id}' is reserved`)] });
    expect(pluginFolders()).toEqual([]);
  });

  it('refuses an existing id and leaves the existing folder untouched', async () => {
    const existing = path.join(repo.root, 'plugins', 'demo-x');
    mkdirSync(existing);
    writeFileSync(path.join(existing, 'notes.md'), 'mine');
    const io = recordingIo();

    const code = await runPluginNew('demo-x', {}, repo.root, io);

    expect(code).toBe(1);
    expect(io.stderr).toBe("vigil plugin new: plugin 'demo-x' already exists (plugins/demo-x)\nNothing was written.\n");
    expect(listFiles(existing)).toEqual(['notes.md']);
    expect(read('plugins/demo-x/notes.md')).toBe('mine');
  });

  it('refuses an id that was just generated', async () => {
    await pluginNew('demo-x', {}, repo.root);
    const before = read('plugins/demo-x/manifest.ts');

    const again = await pluginNew('demo-x', { title: 'Other' }, repo.root);

    expect(again).toEqual({ ok: false, problems: ["plugin 'demo-x' already exists (plugins/demo-x)"] });
    expect(read('plugins/demo-x/manifest.ts')).toBe(before);
  });

  it('refuses a route another plugin already declares', async () => {
    await pluginNew('demo-x', {}, repo.root);

    const result = await pluginNew('other', { route: '/demox' }, repo.root);

    expect(result).toEqual({ ok: false, problems: ["route '/demox' is already used by plugins/demo-x"] });
  });

  it('reports every problem of the options at once, and writes nothing', async () => {
    const options = { section: 'NOWHERE', permissions: 'admin,Bad Perm', route: 'no-slash', title: ' ' };

    const problems = resolvePluginSpec('demo-x', options, repo.root);

    expect(problems).toEqual([
      "unknown section 'NOWHERE': use one of ANALYSE, INFORM, PROTECT, MANAGE, DVR-S",
      "invalid permission 'Bad Perm': use lower-case letters, digits, '_' or '-' (or '*')",
      '--title must not be empty',
      "invalid route 'no-slash': use a path like '/DemoX' (segments of letters, digits, '_' or '-')",
    ]);
    expect(pluginFolders()).toEqual([]);
  });

  it('prints the files written and what to do next', async () => {
    const io = recordingIo();

    const code = await runPluginNew('demo-x', { section: 'INFORM' }, repo.root, io);

    expect(code).toBe(0);
    expect(io.stderr).toBe('');
    expect(io.stdout).toContain("Created plugin 'demo-x' (Demo X):\n  plugins/demo-x/manifest.ts\n");
    expect(io.stdout).toContain('Route /DemoX for admin, demo-x, section INFORM.');
    expect(io.stdout).toContain('Next: npx jest plugins/demo-x');
  });

  it('notes when the route table of config/ disagrees with the permissions', async () => {
    const io = recordingIo();

    await runPluginNew('cmr', { permissions: 'admin' }, repo.root, io);

    expect(io.stdout).toContain('Note: config/route-permissions.json allows /Cmr for admin, cmr;');
  });

  it('runs from the command line with the target root given', async () => {
    const io = recordingIo();

    const argv = ['node', 'vigil', 'plugin', 'new', 'demo-x', '--section', 'MANAGE'];

    const code = await main(argv, { repoRoot: repo.root, io });

    expect(code).toBe(0);
    expect(read('plugins/demo-x/manifest.ts')).toContain("section: 'MANAGE',");
  });
});
