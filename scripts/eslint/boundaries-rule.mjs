// The house rules of docs/architecture.md as a lint rule, so a wrong import fails CI instead of a review:
// - a plugin reaches the host only through its doors: '@vigil/core' anywhere, '@vigil/web-sdk' in web/ and tests/,
//   '@vigil/server-sdk' in server/ and tests/; never by a relative path into host/;
// - a plugin imports another plugin's contract/ only (never its web, server or tests), and only when its manifest
//   lists that plugin in `uses`; a contract imports only '@vigil/core', its own files and used plugins' contracts;
// - web code never imports server code and back (the web SDK is refused in server code, the server SDK in web code);
// - the host never imports a plugin; host/core imports nothing from host/web, host/server or React.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** The named doors (tsconfig.json's paths) and the host files behind them. */
const DOORS = {
  '@vigil/core': 'host/core/index.ts',
  '@vigil/web-sdk': 'host/web/plugin-sdk.ts',
  '@vigil/server-sdk': 'host/server/server-sdk.ts',
};

/** Where each SDK may be imported inside a plugin. */
const SDK_PARTS = { '@vigil/web-sdk': ['web', 'tests'], '@vigil/server-sdk': ['server', 'tests'] };

const REACT = /^(react|react-dom)(\/|$)/;

function area(root, file) {
  const parts = relative(root, file).split(sep);
  if (parts[0] === 'plugins' && parts.length > 2) {
    return { kind: 'plugin', plugin: parts[1], part: parts.length === 3 ? parts[2].replace(/\.[cm]?[jt]sx?$/, '') : parts[2] };
  }
  if (parts[0] === 'host') return { kind: 'host', side: parts[1] };
  return { kind: parts[0] };
}

/** The side a file's code runs on: 'web', 'server', or undefined (core, contracts, manifests, tests, tools). */
function sideOf(from) {
  if (from.kind === 'host' && (from.side === 'web' || from.side === 'server')) return from.side;
  if (from.kind === 'plugin' && (from.part === 'web' || from.part === 'server')) return from.part;
  return undefined;
}

/**
 * The ids a plugin's manifest lists in `uses` and `optionalUses`, read as text (importing a manifest would load its
 * module graph): `uses: ['gpa', 'nat']`. Cached by the manifest's modification time, so an editor's long-lived ESLint sees edits.
 */
function usesReader(root) {
  const cache = new Map();
  return (plugin) => {
    const file = join(root, 'plugins', plugin, 'manifest.ts');
    let mtime;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return [];
    }
    const cached = cache.get(file);
    if (cached && cached.mtime === mtime) return cached.uses;
    const text = readFileSync(file, 'utf8');
    const lists = [/\buses\s*:\s*\[([^\]]*)\]/, /\boptionalUses\s*:\s*\[([^\]]*)\]/].map((pattern) => pattern.exec(text)?.[1] ?? '');
    const uses = lists.flatMap((list) => [...list.matchAll(/['"`]([^'"`]+)['"`]/g)].map((match) => match[1]));
    cache.set(file, { mtime, uses });
    return uses;
  };
}

export function boundariesRule(root) {
  const usesOf = usesReader(root);

  /** The problem of an import from `from` (an area) of `source` resolved to `target`, or null. */
  function problemOf(from, source, target) {
    const to = area(root, target);
    const side = sideOf(from);
    if (from.kind === 'plugin') {
      if (to.kind === 'host') {
        return "plugins reach the host only through '@vigil/core', '@vigil/web-sdk' and '@vigil/server-sdk', never by a path into host/";
      }
      if (to.kind === 'tests' && from.part !== 'tests') return "only a plugin's tests/ may import the repository's tests/";
      if (to.kind !== 'plugin') return null;
      if (to.plugin !== from.plugin) {
        if (to.part !== 'contract') {
          return `plugin '${from.plugin}' may import only the contract/ of plugin '${to.plugin}', not its ${to.part}`;
        }
        if (!usesOf(from.plugin).includes(to.plugin)) {
          return `plugin '${from.plugin}' imports the contract of '${to.plugin}': list '${to.plugin}' in the uses of its manifest`;
        }
        return null;
      }
      if (from.part === 'contract' && to.part !== 'contract') {
        return "a contract imports only '@vigil/core', its own contract files and the contracts of the plugins it uses";
      }
    }
    if (from.kind === 'host') {
      if (to.kind === 'plugin') return 'the host finds plugins by convention and never imports one';
      if (from.side === 'core' && to.kind === 'host' && to.side !== 'core') return `host/core must not import host/${to.side}`;
    }
    const toSide = to.kind === 'host' || (to.kind === 'plugin' && to.plugin === from.plugin) ? sideOf(to) : undefined;
    if (side === 'web' && toSide === 'server') return source.startsWith('@') ? `web code must not import '${source}'` : 'web code must not import server code';
    if (side === 'server' && toSide === 'web') return source.startsWith('@') ? `server code must not import '${source}'` : 'server code must not import web code';
    return null;
  }

  /** The problem of a package import (not a relative path and not a door), or null. */
  function packageProblem(from, source) {
    if (from.kind === 'host' && from.side === 'core' && REACT.test(source)) return 'host/core must not import React';
    if (from.kind === 'plugin' && from.part === 'contract') {
      return `a contract imports only '@vigil/core' and contracts, not '${source}' (no React, no SDKs): web, server and CLI share it`;
    }
    return null;
  }

  function doorProblem(from, source) {
    if (from.kind === 'plugin') {
      const parts = SDK_PARTS[source];
      if (!parts || parts.includes(from.part)) return null;
      if (from.part === 'contract') return packageProblem(from, source);
      const where = from.part === 'web' || from.part === 'server' ? `${from.part} code` : `a plugin's ${from.part}`;
      return `${where} must not import '${source}': it is for a plugin's ${parts.join('/ and ')}/ only`;
    }
    return problemOf(from, source, join(root, DOORS[source]));
  }

  return {
    meta: { type: 'problem', schema: [] },
    create(context) {
      const from = area(root, context.filename);
      function check(node, source) {
        if (typeof source !== 'string') return;
        let problem;
        if (Object.hasOwn(DOORS, source)) problem = doorProblem(from, source);
        else if (source.startsWith('.')) problem = problemOf(from, source, resolve(dirname(context.filename), source));
        else problem = packageProblem(from, source);
        if (problem) context.report({ node, message: problem });
      }
      return {
        ImportDeclaration: (node) => check(node, node.source.value),
        ImportExpression: (node) => check(node, node.source.value),
        ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
        ExportAllDeclaration: (node) => check(node, node.source.value),
      };
    },
  };
}
