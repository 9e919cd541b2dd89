// Bundles the reference server (host/server/main.ts) into dist/server/main.cjs with esbuild: one file, npm
// packages left to node_modules, plugins' manifests and server parts included, their web code left out.
// Run `node dist/server/main.cjs` from anywhere: the server finds the repository root above the bundle.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SERVER_ENTRY = path.join(repoRoot, 'host/server/main.ts');
export const SERVER_OUTFILE = path.join(repoRoot, 'dist/server/main.cjs');

const TYPEBOX_ESM = path.join(repoRoot, 'node_modules/@sinclair/typebox/build/esm/index.mjs');

const PLUGIN_WEB_CODE = /[\\/]plugins[\\/][^\\/]+[\\/]web(?:[\\/]|\.[cm]?[jt]sx?$|$)/;

/**
 * Manifests load their pages with `() => import('./web/...')`; the server never calls those, and React code has
 * no place in its bundle. Any import that resolves into plugins/<id>/web/ becomes an empty module. (The web build
 * does the mirror image for plugins/<id>/server/.)
 */
export const stripPluginWebCode = {
  name: 'strip-plugin-web-code',
  setup(builder) {
    builder.onResolve({ filter: /(^|[\\/])web([\\/]|$)/ }, (args) => {
      if (!args.path.startsWith('.')) return undefined;
      const resolved = path.resolve(args.resolveDir, args.path);
      return PLUGIN_WEB_CODE.test(resolved) ? { path: resolved, namespace: 'plugin-web-stripped' } : undefined;
    });
    builder.onLoad({ filter: /.*/, namespace: 'plugin-web-stripped' }, () => ({
      contents: 'export default undefined;',
      loader: 'js',
    }));
  },
};

/** Builds one server bundle; the defaults are the real entry and output. */
export async function buildServer({ entryPoint = SERVER_ENTRY, outfile = SERVER_OUTFILE, logLevel = 'warning' } = {}) {
  mkdirSync(path.dirname(outfile), { recursive: true });
  return build({
    entryPoints: [entryPoint],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel,
    plugins: [stripPluginWebCode],
    // The one package bundled in: TypeBox's CommonJS build is hundreds of files that cost a cold start about 130 ms
    // to require; from its ES modules the bundle takes only the builders the declarations use.
    alias: { '@sinclair/typebox': TYPEBOX_ESM },
    // No plugin folder yet is a normal state, not a problem.
    logOverride: { 'empty-glob': 'silent' },
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(`Built ${path.relative(process.cwd(), SERVER_OUTFILE)} in ${Date.now() - started} ms`);
}
