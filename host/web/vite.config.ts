import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { flagAssets } from './build/flag-assets';
import { loadedPreloads } from './build/loaded-preloads';
import { stripEndpointDocsPlugin } from './build/strip-endpoint-docs';
import { stripServerParts } from './build/strip-server-parts';
import { worldAreaPaths } from './build/world-area-paths';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const backend = 'http://localhost:8080';
/** Packages without effects on import that do not declare `sideEffects: false` (see treeshake below). */
const PURE_PACKAGES = /[\\/]node_modules[\\/](?:yup|property-expr|tiny-case|toposort)[\\/]/;
/** The web SDK's parts whose modules only declare (their CSS imports aside): see treeshake below. */
const PURE_SDK_PARTS = /[\\/]host[\\/]web[\\/](?:ui|forms|live|maps)[\\/].*\.tsx?$/;
/** The plugins' contracts: declarations and rules only, like host/core (docs/architecture.md: contract/ imports only core). */
const PURE_CONTRACTS = /[\\/]plugins[\\/][^\\/]+[\\/]contract[\\/]/;
const preloads = loadedPreloads();

export default defineConfig({
  root: webRoot,
  plugins: [react(), stripServerParts(), stripEndpointDocsPlugin(), flagAssets(), worldAreaPaths(), preloads.plugin],
  // The named doors plugins import through (tsconfig.json's paths).
  resolve: {
    alias: [
      { find: '@vigil/core', replacement: `${repoRoot}host/core/index.ts` },
      { find: '@vigil/web-sdk', replacement: `${repoRoot}host/web/plugin-sdk.ts` },
      // The browser never validates: endpoint declarations' schemas cost it a few lines (build/schema-shim.ts).
      { find: '@sinclair/typebox', replacement: `${webRoot}build/schema-shim.ts` },
      // inversify's metadata calls, without the whole polyfill (build/reflect-metadata-lite.ts).
      { find: 'reflect-metadata/lite', replacement: `${webRoot}build/reflect-metadata-lite.ts` },
      // The fallback for Reacts before 18 that mobx-react-lite and wouter import; React 19 has the hook
      // (build/use-sync-external-store.ts).
      { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: `${webRoot}build/use-sync-external-store.ts` },
    ],
  },
  build: {
    outDir: `${repoRoot}dist/web`,
    emptyOutDir: true,
    // dist/web/.vite/manifest.json maps sources to chunks; the bench reads it to size each plugin's chunk.
    manifest: true,
    // Terser's second pass gives every page about 3 % less gzip than esbuild's minifier (dashboard 162.8 → 159.2 KB,
    // /Login 113.5 → 110.8), for a few seconds more of build.
    minify: 'terser',
    terserOptions: { module: true, compress: { passes: 2 } },
    // A dynamic import's preload list leaves out the chunks its importer has already loaded (build/loaded-preloads.ts).
    modulePreload: { resolveDependencies: preloads.withoutLoaded },
    rollupOptions: {
      // host/core is plain data and functions, with no effect on import: a chunk carries only the parts of it that
      // it uses. Without this, every module @vigil/core re-exports (the platform's endpoint declarations, whose
      // schema calls Rollup cannot prove pure) would ride along with each plugin manifest that imports the door.
      // yup (with its helpers) has no effect on import either but does not say so in its package.json: without
      // this, a chunk that imports the web SDK for anything, forms or not, had to run yup (14 KB gzip) first.
      // The web SDK's components and hooks (ui, forms, live, maps) have no effect on import but their styles: a
      // chunk that imports the SDK door for a hook must not carry the flag, list and form modules (and their CSS)
      // that it does not use, as the SOS notice on every operator's page would. A used module still brings its CSS.
      // The plugins' contracts are the same kind of code as host/core: a dashboard block that calls one endpoint
      // must not carry its module's every declaration.
      treeshake: {
        moduleSideEffects: (id) =>
          !id.startsWith(`${repoRoot}host/core/`) && !PURE_SDK_PARTS.test(id) && !PURE_PACKAGES.test(id) && !PURE_CONTRACTS.test(id),
      },
    },
    // The one chunk over Vite's 500 kB warning is Natural Earth's 1:50m geometry (about 760 kB, 230 kB gzip),
    // loaded only when a country map is drawn; what pages load is budgeted by `npm run bench`, not by this warning.
    chunkSizeWarningLimit: 800,
  },
  server: {
    // The reference server answers the APIs and /config.json while Vite serves the app.
    proxy: {
      '/api': backend,
      '/v2': backend,
      '/config.json': backend,
    },
  },
});
