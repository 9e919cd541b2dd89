// The host names no module (docs/architecture.md, "A module is one folder"): a string in host/ or cli/ code equal
// to a plugin's id or to a permission a plugin declares is a module named where only discovery should find it.
// Exempt (eslint.config.mjs): tests, the demo seed data and the spec's permission catalogue. The platform's own
// words are never module names: 'admin' (grants everything), 'all' and '*' (match anything), 'free' (what a
// sign-up grants). See docs/decisions.md, "Lint: the host names no module".
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const PLATFORM_WORDS = new Set(['admin', 'all', '*', 'free']);

/** Arrays of permissions in a manifest or contract: `allowed: [...]`, `visibleTo: [...]`, `X_PERMISSIONS = [...]`. */
const PERMISSION_LISTS = [/\b(?:allowed|notAllowed|visibleTo)\s*:\s*\[([^\]]*)\]/g, /\b\w*(?:PERMISSIONS|VISIBILITY)\b[^=\n]*=\s*\[([^\]]*)\]/g];
const QUOTED = /['"`]([^'"`]+)['"`]/g;

/** The files of a plugin its permission lists live in: manifest.ts and contract/*.ts. */
function permissionFiles(pluginDir) {
  const contract = join(pluginDir, 'contract');
  const files = [join(pluginDir, 'manifest.ts')];
  if (existsSync(contract)) {
    for (const entry of readdirSync(contract)) if (/\.tsx?$/.test(entry)) files.push(join(contract, entry));
  }
  return files;
}

/**
 * The module words of the repository under `root`, read as text (importing manifests would load their module
 * graphs) and read again when a plugin folder, manifest or contract file changes.
 */
export function moduleWordsReader(root) {
  let cached;
  return () => {
    const pluginsDir = join(root, 'plugins');
    if (!existsSync(pluginsDir)) return new Map();
    const plugins = readdirSync(pluginsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(pluginsDir, entry.name, 'manifest.ts')))
      .map((entry) => ({ id: entry.name, files: permissionFiles(join(pluginsDir, entry.name)) }));
    const key = plugins.map(({ id, files }) => `${id}:${files.map((file) => statSync(file).mtimeMs).join(',')}`).join(';');
    if (cached?.key === key) return cached.words;
    // word → the plugin that declares it (its id, or the first plugin whose lists name it).
    const words = new Map();
    for (const { id } of plugins) words.set(id, id);
    for (const { id, files } of plugins) {
      for (const file of files) {
        const text = readFileSync(file, 'utf8');
        for (const list of PERMISSION_LISTS) {
          for (const match of text.matchAll(list)) {
            for (const [, word] of match[1].matchAll(QUOTED)) if (!words.has(word)) words.set(word, id);
          }
        }
      }
    }
    for (const word of PLATFORM_WORDS) words.delete(word);
    cached = { key, words };
    return words;
  };
}

export function moduleNamesRule(root) {
  const moduleWords = moduleWordsReader(root);
  return {
    meta: { type: 'problem', schema: [] },
    create(context) {
      const area = relative(root, context.filename).split(sep)[0];
      if (area !== 'host' && area !== 'cli') return {};
      const words = moduleWords();
      function check(node, value) {
        const plugin = words.get(value);
        if (plugin === undefined) return;
        const what = plugin === value ? `the module '${value}'` : `'${value}', a permission of the module '${plugin}'`;
        context.report({
          node,
          message: `host code names ${what}: find modules by discovery, or let the module ask for it in its manifest (uses, platformCalls)`,
        });
      }
      return {
        Literal: (node) => {
          // An import's source is a path, checked by vigil/boundaries.
          if (typeof node.value === 'string' && node.parent?.type !== 'ImportDeclaration' && node.parent?.type !== 'ImportExpression') check(node, node.value);
        },
        TemplateLiteral: (node) => node.expressions.length === 0 && check(node, node.quasis[0].value.cooked),
      };
    },
  };
}
