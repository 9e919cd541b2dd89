import { readFileSync } from 'node:fs';
import path from 'node:path';
import { holdsAny, type PermissionRule } from '../../host/core/permission-matcher';
import { routePrefix } from '../../host/core/plugin-manifest';
import type { CliIo } from '../output/cli-io';
import { DEMO_ACCOUNTS } from '../scaffold/demo-accounts';
import { resolvePluginSpec, type PluginOptions, type PluginSpec } from '../scaffold/plugin-spec';
import { renderPluginFiles } from '../scaffold/render-plugin-files';
import { writePlugin } from '../scaffold/write-plugin';

export type PluginNewResult =
  | { ok: true; spec: PluginSpec; directory: string; files: string[]; notes: string[] }
  | { ok: false; problems: string[] };

/** Validates, then writes plugins/<id> under `root` (the repository, or a test's stand-in for it). */
export async function pluginNew(id: string, options: PluginOptions, root: string): Promise<PluginNewResult> {
  const spec = resolvePluginSpec(id, options, root);
  if (Array.isArray(spec)) return { ok: false, problems: spec };
  const files = renderPluginFiles(spec);
  try {
    const directory = await writePlugin(root, spec.id, files);
    const written = Object.keys(files).map((file) => `plugins/${spec.id}/${file}`);
    return { ok: true, spec, directory, files: written, notes: notesFor(spec, root) };
  } catch (error) {
    return { ok: false, problems: [error instanceof Error ? error.message : String(error)] };
  }
}

/** `vigil plugin new`: prints what was written (or every problem, with nothing written) and returns the exit code. */
export async function runPluginNew(id: string, options: PluginOptions, root: string, io: CliIo): Promise<number> {
  const result = await pluginNew(id, options, root);
  if (!result.ok) {
    for (const problem of result.problems) io.err(`vigil plugin new: ${problem}\n`);
    io.err('Nothing was written.\n');
    return 1;
  }
  const { spec } = result;
  io.out(`Created plugin '${spec.id}' (${spec.title}):\n`);
  for (const file of result.files) io.out(`  ${file}\n`);
  io.out(`Route ${spec.route} for ${spec.permissions.join(', ')}, section ${spec.section}.\n`);
  for (const note of result.notes) io.out(`Note: ${note}\n`);
  // The server-sqlite project: the embedded database needs no PostgreSQL, which the full run's server-postgres does.
  io.out(
    `Next: npx jest --selectProjects unit component server-sqlite --testPathPatterns plugins/${spec.id}, ` +
      `then npm start and open ${spec.route}.\n`,
  );
  return 0;
}

/** Things worth knowing that do not stop the scaffold. */
function notesFor(spec: PluginSpec, root: string): string[] {
  const notes: string[] = [];
  const prefix = routePrefix(spec.route).toLowerCase();
  const tableRule = routeTable(root).find((rule) => rule.prefix.toLowerCase() === prefix);
  if (tableRule && !sameSet(tableRule.allowed, spec.permissions)) {
    notes.push(
      `config/route-permissions.json allows ${tableRule.prefix} for ${tableRule.allowed.join(', ')}; ` +
        `the manifest's ${spec.permissions.join(', ')} takes precedence.`,
    );
  }
  if (spec.titleIt === spec.title) {
    notes.push(
      `without --title-it, web/i18n/manifest-it.ts and it.ts hold the English title: translate it there, or ` +
        `tests/web/i18n/catalogue-completeness.test.ts fails on the '${spec.id}' namespace.`,
    );
  }
  if (spec.section !== 'USER' && spec.description === undefined) {
    notes.push(`without --description the dashboard card says 'Open ${spec.title}.': say there what the module does for the person.`);
  } else if (spec.descriptionIt === spec.description && spec.description !== undefined) {
    notes.push('without --description-it, manifest-it.ts holds the English description: translate it there.');
  }
  if (!DEMO_ACCOUNTS.some((account) => holdsAny(account.permissions, spec.permissions))) {
    notes.push('no demo account holds these permissions, so the server test can only check refusals.');
  }
  return notes;
}

function routeTable(root: string): PermissionRule[] {
  try {
    const file = JSON.parse(readFileSync(path.join(root, 'config', 'route-permissions.json'), 'utf8')) as {
      routes?: PermissionRule[];
    };
    return file.routes ?? [];
  } catch {
    return [];
  }
}

function sameSet(left: readonly string[], right: readonly string[]): boolean {
  return left.length === right.length && left.every((item) => right.includes(item));
}
