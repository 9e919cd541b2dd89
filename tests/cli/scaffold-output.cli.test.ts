import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderPluginFiles } from '../../cli/scaffold/render-plugin-files';
import { resolvePluginSpec, type PluginOptions, type PluginSpec } from '../../cli/scaffold/plugin-spec';
import { lintTexts } from './support/lint-texts';
import { listFiles, makeTempRepo } from './support/temp-repo';
import { typecheckTexts } from './support/typecheck-texts';

/**
 * The generated code must pass the repository's type check and lint with no edit, whatever the options. The
 * files are checked as if they sat in plugins/ (beside the real host), without being written there, so the
 * suite cannot disturb the working tree. plugins/cmr, kept as generated, runs the generated tests themselves.
 */
const VARIANTS: Readonly<Record<string, PluginOptions>> = {
  'scaffold-default': {},
  'scaffold-open': {
    permissions: 'admin,free,ops',
    section: 'manage',
    title: "Dana's desk \\ \"quoted\"",
    description: "Dana's `notes` for ${you} \\ \"quoted\"",
    descriptionIt: "Le note di Dana per ${te}",
  },
  'scaffold-closed': { permissions: 'tep', route: '/Scaffold/Closed' },
  'scaffold-user-menu': { section: 'user', permissions: 'admin', table: 'scaffold_user_menu_entries' },
};

function generated(): Record<string, string> {
  const repo = makeTempRepo();
  try {
    const files: Record<string, string> = {};
    for (const [id, options] of Object.entries(VARIANTS)) {
      const spec = resolvePluginSpec(id, options, repo.root);
      if (Array.isArray(spec)) throw new Error(spec.join('; '));
      for (const [file, text] of Object.entries(renderPluginFiles(spec as PluginSpec))) {
        files[`plugins/${id}/${file}`] = text;
      }
    }
    return files;
  } finally {
    repo.remove();
  }
}

/**
 * How plugins/cmr was made: `npx vigil plugin new cmr --section PROTECT --permissions admin,cmr --title '…'
 * --title-it '…' --description '…' --description-it '…' --table cmr_notes`. The table keeps the names installations have recorded (the migration
 * cmr-001-create-notes, the seed step cmr-demo-notes) from when the scaffold named every table '<id>_notes'.
 */
const CMR_OPTIONS: PluginOptions = {
  section: 'PROTECT',
  permissions: 'admin,cmr',
  title: 'Crisis management room',
  titleIt: 'Sala di gestione delle crisi',
  description: "The crisis team's shared notes, newest first: what happened, what was decided, who acts next.",
  descriptionIt: 'Le note condivise del team di crisi, dalle più recenti: cosa è successo, cosa si è deciso, chi agisce.',
  table: 'cmr_notes',
};
const repoRoot = path.resolve(__dirname, '../..');

describe('scaffold output', () => {
  const files = generated();

  it('is what plugins/cmr holds, file for file: its tests are the generated tests, run as they were written', () => {
    const repo = makeTempRepo();
    try {
      const spec = resolvePluginSpec('cmr', CMR_OPTIONS, repo.root) as PluginSpec;
      const written = renderPluginFiles(spec);
      const cmr = path.join(repoRoot, 'plugins', 'cmr');
      expect(listFiles(cmr)).toEqual(Object.keys(written).sort());
      for (const [file, text] of Object.entries(written)) {
        expect({ file, text: readFileSync(path.join(cmr, file), 'utf8') }).toEqual({ file, text });
      }
    } finally {
      repo.remove();
    }
  });

  it('type-checks with the repository tsconfig', () => {
    expect(typecheckTexts(files)).toEqual([]);
  }, 60_000);

  it('passes the repository lint', async () => {
    expect(await lintTexts(files)).toEqual([]);
  }, 60_000);
});
