import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { pluginNew, runPluginNew } from '../../cli/commands/plugin-new';
import { main } from '../../cli/main';
import { recordingIo } from '../../cli/output/cli-io';
import { scaffoldRepoPerTest } from './support/scaffold-repo';
import { listFiles } from './support/temp-repo';

/** `vigil plugin new` with options: section (the user menu too), permissions, title, route, table; its output. */

const repo = scaffoldRepoPerTest();
const { read } = repo;

describe('vigil plugin new, options', () => {
  it('takes section, permissions, title and route from the options', async () => {
    const result = await pluginNew(
      'cmr',
      { section: 'protect', permissions: 'admin, cmr ,ops', title: 'Crisis management room', route: '/CrisisRoom' },
      repo.root(),
    );

    expect(result.ok).toBe(true);
    const manifest = read('plugins/cmr/manifest.ts');
    expect(manifest).toContain("section: 'PROTECT',");
    expect(manifest).toContain("const TITLE = 'Crisis management room';");
    expect(manifest).toContain("routes: [{ path: '/CrisisRoom', allowed: CMR_PERMISSIONS,");
    expect(read('plugins/cmr/contract/permissions.ts')).toContain("export const CMR_PERMISSIONS = ['admin', 'cmr', 'ops'] as const;");
    // Menu visibility follows the permissions when they are more than admin and the id.
    expect(manifest).toContain(
      "menu: [{ kind: 'route', label: TITLE, to: '/CrisisRoom', visibleTo: ['cmr', 'ops'] }],",
    );
  });

  it('places a module in the user menu with --section user: no dashboard bubble, reached from the menu', async () => {
    const result = await pluginNew('claims-desk', { section: 'user', permissions: 'admin' }, repo.root());

    expect(result.ok).toBe(true);
    const manifest = read('plugins/claims-desk/manifest.ts');
    expect(manifest).toContain("section: 'USER',");
    expect(manifest).not.toMatch(/bubble\s*:/);
    // As Insurance Claim's: admin only when admin is the only permission.
    expect(manifest).toContain("menu: [{ kind: 'route', label: TITLE, to: '/ClaimsDesk', visibleTo: [] }],");
    expect(read('plugins/claims-desk/web/i18n/en.ts')).not.toMatch(/bubble\s*:/);
    expect(read('plugins/claims-desk/web/i18n/manifest-it.ts')).not.toMatch(/bubble\s*:/);
    expect(read('plugins/claims-desk/tests/claims-desk-manifest.test.ts')).toContain('expect(manifest.bubble).toBeUndefined();');
    const browser = read('plugins/claims-desk/tests/claims-desk.browser.test.ts');
    expect(browser).toContain('const menu = await openUserMenu(page);');
    expect(browser).toContain("await menu.getByRole('link', { name: TITLE, exact: true }).click();");
  });

  it('names the table and everything of the sample after --table, keeping recorded names apart from the id', async () => {
    await pluginNew('cmr', { table: 'cmr_notes' }, repo.root());

    expect(listFiles(path.join(repo.root(), 'plugins', 'cmr')).filter((file) => file.startsWith('server/'))).toEqual([
      'server/index.ts',
      'server/list-cmr-notes.ts',
      'server/migrations/cmr-001-create-notes.ts',
      'server/seed-cmr-notes.ts',
      'server/tables.ts',
    ]);
    expect(read('plugins/cmr/server/migrations/cmr-001-create-notes.ts')).toContain("name: 'cmr-001-create-notes',");
    expect(read('plugins/cmr/server/index.ts')).toContain("seedSteps: [{ name: 'cmr-demo-notes', run: (db) => seedCmrNotes(db) }],");
    expect(read('plugins/cmr/contract/index.ts')).toContain("id: 'cmr.getCmrNotes',");
  });

  it('expects from the generated server test what the permissions grant the demo accounts', async () => {
    await pluginNew('demo-x', {}, repo.root());
    await pluginNew('open-room', { permissions: 'admin,free' }, repo.root());
    const restricted = read('plugins/demo-x/tests/demo-x.server.test.ts');
    const open = read('plugins/open-room/tests/open-room.server.test.ts');

    expect(restricted).toContain("it('answers admin (admin) with the demo row'");
    expect(restricted).toContain("toEqual({ demoX: [{ id: expect.any(Number), text: '(Demo content) The first row of Demo X.' }] });");
    expect(restricted).toContain("it('refuses visitor (free), who lacks the permission'");
    expect(restricted).toContain('`/api/demo-x/getDemoX?${query.toString()}`');
    expect(open).toContain("it('answers visitor (free) with the demo row'");
    expect(open).not.toContain('lacks the permission');
  });

  it('signs the browser test in as the first demo account admitted, or expects the warning when none is', async () => {
    await pluginNew('open-room', { permissions: 'free' }, repo.root());
    await pluginNew('closed-room', { permissions: 'tep' }, repo.root());

    expect(read('plugins/open-room/tests/open-room.browser.test.ts')).toContain(
      "await signInToDashboard(page, base, 'visitor', 'Vigil-visitor-1');",
    );
    const closed = read('plugins/closed-room/tests/closed-room.browser.test.ts');
    expect(closed).toContain("page.getByRole('dialog', { name: PERMISSION_WARNING.title })");
    expect(closed).not.toContain('listitem');
  });

  it('escapes a title that would break a string literal, and every file still parses', async () => {
    const title = "O'Brien's \\ room";
    await pluginNew('tricky', { title }, repo.root());

    expect(read('plugins/tricky/manifest.ts')).toContain("const TITLE = 'O\\'Brien\\'s \\\\ room';");
    // The page's heading comes from its English catalogue.
    expect(read('plugins/tricky/web/i18n/en.ts')).toContain("title: 'O\\'Brien\\'s \\\\ room',");
    for (const file of listFiles(path.join(repo.root(), 'plugins', 'tricky'))) {
      const output = ts.transpileModule(read(`plugins/tricky/${file}`), {
        fileName: file,
        reportDiagnostics: true,
        compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      });
      const diagnostics = output.diagnostics?.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect({ file, diagnostics }).toEqual({ file, diagnostics: [] });
    }
  });

  it('prints the files written and what to do next', async () => {
    const io = recordingIo();

    const code = await runPluginNew('demo-x', { section: 'INFORM' }, repo.root(), io);

    expect(code).toBe(0);
    expect(io.stderr).toBe('');
    expect(io.stdout).toContain("Created plugin 'demo-x' (Demo X):\n  plugins/demo-x/manifest.ts\n");
    expect(io.stdout).toContain('Route /DemoX for admin, demo-x, section INFORM.');
    // The embedded database's project: the hint works without PostgreSQL.
    expect(io.stdout).toContain(
      'Next: npx jest --selectProjects unit component server-sqlite --testPathPatterns plugins/demo-x, then npm start and open /DemoX.',
    );
  });

  it('notes that the Italian title is left to translate without --title-it, and not with it', async () => {
    const without = recordingIo();
    const withIt = recordingIo();

    await runPluginNew('demo-x', {}, repo.root(), without);
    await runPluginNew('demo-y', { titleIt: 'Prova Y', description: 'Tries Y for you.', descriptionIt: 'Prova Y per te.' }, repo.root(), withIt);

    expect(without.stdout).toContain(
      "Note: without --title-it, web/i18n/manifest-it.ts and it.ts hold the English title: translate it there, or tests/web/i18n/catalogue-completeness.test.ts fails on the 'demo-x' namespace.\n",
    );
    expect(withIt.stdout).not.toContain('Note:');
  });

  it("notes that the dashboard card says nothing without --description, and that its Italian is left to translate", async () => {
    const without = recordingIo();
    const untranslated = recordingIo();

    await runPluginNew('demo-d', { titleIt: 'Prova D' }, repo.root(), without);
    await runPluginNew('demo-e', { titleIt: 'Prova E', description: 'Tries E for you.' }, repo.root(), untranslated);

    expect(without.stdout).toContain("Note: without --description the dashboard card says 'Open Demo D.': say there what the module does for the person.\n");
    expect(untranslated.stdout).toContain('Note: without --description-it, manifest-it.ts holds the English description: translate it there.\n');
    expect(await readFile(path.join(repo.root(), 'plugins/demo-e/manifest.ts'), 'utf8')).toContain("description: 'Tries E for you.',");
  });

  it('refuses a description that is empty, too long or on several lines, and an Italian one alone', async () => {
    const io = recordingIo();

    const code = await runPluginNew('demo-f', { description: 'x'.repeat(161), descriptionIt: 'a\nb' }, repo.root(), io);
    const alone = recordingIo();
    const aloneCode = await runPluginNew('demo-g', { descriptionIt: 'Solo' }, repo.root(), alone);

    expect(code).not.toBe(0);
    expect(io.stderr).toContain('--description is longer than 160 characters');
    expect(io.stderr).toContain('--description-it must be one line of text');
    expect(aloneCode).not.toBe(0);
    expect(alone.stderr).toContain('--description-it needs --description');
  });

  it('notes when the route table of config/ disagrees with the permissions', async () => {
    const io = recordingIo();

    await runPluginNew('cmr', { permissions: 'admin' }, repo.root(), io);

    expect(io.stdout).toContain('Note: config/route-permissions.json allows /Cmr for admin, cmr;');
  });

  it('runs from the command line with the target root given', async () => {
    const io = recordingIo();

    const argv = ['node', 'vigil', 'plugin', 'new', 'demo-x', '--section', 'MANAGE', '--table', 'demo_x_visits'];

    const code = await main(argv, { repoRoot: repo.root(), io });

    expect(code).toBe(0);
    expect(read('plugins/demo-x/manifest.ts')).toContain("section: 'MANAGE',");
    expect(read('plugins/demo-x/server/migrations/demo-x-001-create-visits.ts')).toContain("createTable('demo_x_visits')");
  });
});
