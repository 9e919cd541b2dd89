import { renderPluginFiles } from '../../cli/scaffold/render-plugin-files';
import { resolvePluginSpec, type PluginOptions, type PluginSpec } from '../../cli/scaffold/plugin-spec';
import { lintTexts } from './support/lint-texts';
import { makeTempRepo } from './support/temp-repo';
import { typecheckTexts } from './support/typecheck-texts';

/**
 * The generated code must pass the repository's type check and lint with no edit, whatever the options. The
 * files are checked as if they sat in plugins/ (beside the real host), without being written there, so the
 * suite cannot disturb the working tree. plugins/cmr, kept as generated, runs the generated tests themselves.
 */
const VARIANTS: Readonly<Record<string, PluginOptions>> = {
  'scaffold-default': {},
  'scaffold-open': { permissions: 'admin,free,ops', section: 'manage', title: "Dana's desk \\ \"quoted\"" },
  'scaffold-closed': { permissions: 'tep', route: '/Scaffold/Closed' },
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

describe('scaffold output', () => {
  const files = generated();

  it('type-checks with the repository tsconfig', () => {
    expect(typecheckTexts(files)).toEqual([]);
  }, 60_000);

  it('passes the repository lint', async () => {
    expect(await lintTexts(files)).toEqual([]);
  }, 60_000);
});
