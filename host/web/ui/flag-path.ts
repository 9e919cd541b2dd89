import { version } from 'flag-icons/package.json';

/**
 * Where the built web host keeps flag-icons' SVG flags (host/web/build/flag-assets.ts copies them there): under
 * assets/, which browsers keep for a year, in a folder named after the package's version, so an update of the
 * flags is a new address.
 */
export const FLAG_PATH = `assets/flag-icons-${version}/4x3`;

/**
 * The small flags of lists, all in one PNG rasterised at build time (flag-assets.ts, with resvg): a grid of 26 × 26
 * cells, the row a code's first letter and the column its second ('it': row i, column t), so a flag's place
 * follows from its code and the page carries no table of positions. A cell is FLAG_SPRITE_CELL pixels, twice the
 * 20 × 15 px a list shows (crisp on a high-density screen); codes with no flag are empty cells, which PNG stores for
 * next to nothing. The cell size is part of the name, so a change of size is a new address too.
 */
export const FLAG_SPRITE_CELL = { width: 40, height: 30 } as const;
export const FLAG_SPRITE_LETTERS = 26;
export const FLAG_SPRITE_PATH = `assets/flag-icons-${version}/4x3-sprite-${FLAG_SPRITE_CELL.width}x${FLAG_SPRITE_CELL.height}.png`;

/** The cell of a two-letter code ('it') in the sprite: column and row, from 0. */
export function flagSpriteCell(code: string): { column: number; row: number } {
  const lower = code.toLowerCase();
  return { column: lower.charCodeAt(1) - 97, row: lower.charCodeAt(0) - 97 };
}
