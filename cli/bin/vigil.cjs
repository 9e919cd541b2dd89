#!/usr/bin/env node
'use strict';
/**
 * Entry of `npx vigil`. The CLI is TypeScript and imports host/core, and got 14 is ESM-only, so this CommonJS
 * shim bundles cli/main.ts into dist/cli/vigil.mjs with esbuild (dependencies stay external and resolve from
 * the repository's node_modules) and imports the bundle. The bundle holds every plugins/<id>/contract too (the
 * smoke rows are found there; esbuild bundles the template-literal import and resolves '@vigil/core' through
 * tsconfig.json's paths). It rebuilds only when a source under cli/, host/core/ or a plugin's contract/ is newer
 * than the bundle, or a plugin's folder changed, so a warm start costs one directory walk.
 */
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const SOURCE_DIRS = ['cli', 'host/core'];
const SOURCE_FILE = /\.(ts|tsx|json)$/;

/** The repository root: the nearest ancestor holding cli/main.ts (npm links the bin, so resolve the link). */
function findRepoRoot(start) {
  let dir = fs.realpathSync(start);
  for (;;) {
    if (fs.existsSync(path.join(dir, 'cli', 'main.ts')) && fs.existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`vigil: cannot find the repository root above ${start}`);
    dir = parent;
  }
}

function newestSourceTime(dir) {
  let newest = 0;
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceTime(full));
    else if (SOURCE_FILE.test(entry.name)) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** The folders the bundle is made of: the CLI, host/core and each plugin's contract. */
function sourceDirs(root) {
  let plugins = [];
  try {
    plugins = fs.readdirSync(path.join(root, 'plugins'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
  } catch {
    // No plugins/ folder: no contracts.
  }
  return [...SOURCE_DIRS, ...plugins.map((entry) => path.join('plugins', entry.name, 'contract'))];
}

function isStale(root, outfile) {
  let built;
  try {
    built = fs.statSync(outfile).mtimeMs;
  } catch {
    return true;
  }
  // A plugin added or removed changes the plugins/ folder itself; a contract edited, its own files.
  if (fs.existsSync(path.join(root, 'plugins')) && fs.statSync(path.join(root, 'plugins')).mtimeMs > built) return true;
  return sourceDirs(root).some((dir) => newestSourceTime(path.join(root, dir)) > built);
}

async function build(root, outfile) {
  const esbuild = require(require.resolve('esbuild', { paths: [root] }));
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'cli', 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    write: false,
    outfile,
    logLevel: 'error',
    // No plugin with a contract yet is a normal state, not a problem.
    logOverride: { 'empty-glob': 'silent' },
  });
  fs.mkdirSync(path.dirname(outfile), { recursive: true });
  // Write then rename: two vigil processes starting together must never import a half-written bundle.
  const temporary = `${outfile}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, result.outputFiles[0].contents);
  fs.renameSync(temporary, outfile);
}

async function run() {
  const root = findRepoRoot(__dirname);
  const outfile = path.join(root, 'dist', 'cli', 'vigil.mjs');
  if (process.env.VIGIL_CLI_REBUILD === '1' || isStale(root, outfile)) await build(root, outfile);
  const cli = await import(pathToFileURL(outfile).href);
  process.exitCode = await cli.main(process.argv, { repoRoot: root });
}

run().catch((error) => {
  process.stderr.write(`vigil: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
