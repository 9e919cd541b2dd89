import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FLAG_PATH } from '../ui/flag-path';

const require = createRequire(import.meta.url);

/** flag-icons' 4:3 SVG files, one per ISO 3166-1 alpha-2 code (and a few regions: 'eu', 'gb-eng'). */
function flagFolder(): string {
  return path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
}

/**
 * The flags as files of their own at FLAG_PATH/<code>.svg (under assets/, which the server lets browsers keep:
 * the folder is named after flag-icons' version). A page fetches only the flags it shows: no flag is in any
 * JavaScript chunk, and none is inlined. The dev server answers the same paths from node_modules.
 */
export function flagAssets(): Plugin {
  const prefix = `/${FLAG_PATH}/`;
  return {
    name: 'vigil:flag-assets',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split('?', 1)[0] ?? '';
        const code = url.startsWith(prefix) ? url.slice(prefix.length) : '';
        if (!/^[a-z0-9-]+\.svg$/.test(code)) return next();
        try {
          const file = readFileSync(path.join(flagFolder(), code));
          response.setHeader('content-type', 'image/svg+xml');
          response.end(file);
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      const folder = flagFolder();
      for (const name of readdirSync(folder).filter((file) => file.endsWith('.svg'))) {
        this.emitFile({ type: 'asset', fileName: `${FLAG_PATH}/${name}`, source: readFileSync(path.join(folder, name)) });
      }
    },
  };
}
