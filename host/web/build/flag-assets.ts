import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';
import { FLAG_PATH, FLAG_SPRITE_CELL, FLAG_SPRITE_LETTERS, FLAG_SPRITE_PATH, flagSpriteCell } from '../ui/flag-path';

const require = createRequire(import.meta.url);

/** flag-icons' 4:3 SVG files, one per ISO 3166-1 alpha-2 code (and a few regions: 'eu', 'gb-eng'). */
function flagFolder(): string {
  return path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
}

/**
 * Every two-letter flag in one PNG, each in its code's cell (flag-path.ts): resvg draws the flags' own SVGs as
 * images of one SVG, without a browser and the same on every machine. Regions with longer names ('gb-eng') are
 * left out: CountryFlag takes ISO codes only.
 */
export function flagSprite(folder: string = flagFolder()): Buffer {
  const { width, height } = FLAG_SPRITE_CELL;
  const cells = readdirSync(folder)
    .filter((file) => /^[a-z]{2}\.svg$/.test(file))
    .map((file) => {
      const { column, row } = flagSpriteCell(file.slice(0, 2));
      const data = readFileSync(path.join(folder, file)).toString('base64');
      return `<image x="${column * width}" y="${row * height}" width="${width}" height="${height}" preserveAspectRatio="none" href="data:image/svg+xml;base64,${data}"/>`;
    });
  const size = `width="${FLAG_SPRITE_LETTERS * width}" height="${FLAG_SPRITE_LETTERS * height}"`;
  return new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" ${size}>${cells.join('')}</svg>`).render().asPng();
}

/**
 * The flags as files (under assets/, which the server lets browsers keep: the folder is named after flag-icons'
 * version): each SVG at FLAG_PATH/<code>.svg, for a flag shown large, fetched on its own; and the sprite at
 * FLAG_SPRITE_PATH for the small flags of lists. One bitmap for all of them: a list of 250 countries paints 250
 * parts of one decoded image as backgrounds instead of 250 images of their own (or replays of SVG drawings, some
 * coats of arms of thousands of path commands) on every frame a search moves it. No flag is in any JavaScript
 * chunk. The dev server answers the same paths from node_modules.
 */
export function flagAssets(): Plugin {
  const vectorPrefix = `/${FLAG_PATH}/`;
  let sprite: Buffer | undefined;
  return {
    name: 'vigil:flag-assets',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = request.url?.split('?', 1)[0] ?? '';
        try {
          if (pathname === `/${FLAG_SPRITE_PATH}`) {
            sprite ??= flagSprite();
            response.setHeader('content-type', 'image/png');
            response.end(sprite);
            return;
          }
          const name = pathname.startsWith(vectorPrefix) ? pathname.slice(vectorPrefix.length) : '';
          if (!/^[a-z0-9-]+\.svg$/.test(name)) return next();
          const file = readFileSync(path.join(flagFolder(), name));
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
      this.emitFile({ type: 'asset', fileName: FLAG_SPRITE_PATH, source: flagSprite(folder) });
    },
  };
}
