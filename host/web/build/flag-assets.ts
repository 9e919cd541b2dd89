import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';
import { FLAG_PATH, FLAG_RASTER_PATH, FLAG_RASTER_SIZE } from '../ui/flag-path';

const require = createRequire(import.meta.url);

/** flag-icons' 4:3 SVG files, one per ISO 3166-1 alpha-2 code (and a few regions: 'eu', 'gb-eng'). */
function flagFolder(): string {
  return path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
}

/** A flag as a PNG of FLAG_RASTER_SIZE: resvg draws it without a browser, the same on every machine. */
export function rasterFlag(svg: Buffer): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: FLAG_RASTER_SIZE.width } }).render().asPng();
}

/** The file a flag address asks for under `prefix` ('it.svg', 'it.png'), or null when it is no flag's name. */
function requestedFlag(url: string | undefined, prefix: string, extension: string): string | null {
  const pathname = url?.split('?', 1)[0] ?? '';
  const name = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '';
  return new RegExp(`^[a-z0-9-]+\\.${extension}$`).test(name) ? name : null;
}

/**
 * The flags as files of their own (under assets/, which the server lets browsers keep: the folder is named after
 * flag-icons' version): each SVG at FLAG_PATH/<code>.svg, for a flag shown large, and each flag rasterised once,
 * here, at FLAG_RASTER_PATH/<code>.png, for the small flags of lists, which a browser then paints as a bitmap
 * instead of replaying the SVG's drawing (some carry coats of arms of thousands of path commands) on every frame a
 * list moves. A page fetches only the flags it shows: no flag is in any JavaScript chunk, and none is inlined.
 * The dev server answers the same paths from node_modules.
 */
export function flagAssets(): Plugin {
  const vectorPrefix = `/${FLAG_PATH}/`;
  const rasterPrefix = `/${FLAG_RASTER_PATH}/`;
  const rasters = new Map<string, Buffer>();
  return {
    name: 'vigil:flag-assets',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const vector = requestedFlag(request.url, vectorPrefix, 'svg');
        const raster = requestedFlag(request.url, rasterPrefix, 'png');
        const name = vector ?? raster?.replace(/\.png$/, '.svg');
        if (!name) return next();
        try {
          const file = readFileSync(path.join(flagFolder(), name));
          if (vector) {
            response.setHeader('content-type', 'image/svg+xml');
            response.end(file);
            return;
          }
          if (!rasters.has(name)) rasters.set(name, rasterFlag(file));
          response.setHeader('content-type', 'image/png');
          response.end(rasters.get(name));
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      const folder = flagFolder();
      for (const name of readdirSync(folder).filter((file) => file.endsWith('.svg'))) {
        const svg = readFileSync(path.join(folder, name));
        this.emitFile({ type: 'asset', fileName: `${FLAG_PATH}/${name}`, source: svg });
        this.emitFile({ type: 'asset', fileName: `${FLAG_RASTER_PATH}/${name.replace(/\.svg$/, '.png')}`, source: rasterFlag(svg) });
      }
    },
  };
}
