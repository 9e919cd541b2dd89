import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { stripServerParts } from './build/strip-server-parts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const backend = 'http://localhost:8080';

export default defineConfig({
  root: webRoot,
  plugins: [react(), stripServerParts()],
  // The named doors plugins import through (tsconfig.json's paths).
  resolve: {
    alias: {
      '@vigil/core': `${repoRoot}host/core/index.ts`,
      '@vigil/web-sdk': `${repoRoot}host/web/plugin-sdk.ts`,
    },
  },
  build: {
    outDir: `${repoRoot}dist/web`,
    emptyOutDir: true,
    // dist/web/.vite/manifest.json maps sources to chunks; the bench reads it to size each plugin's chunk.
    manifest: true,
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
