import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { flagAssets, flagSprite } from '../../host/web/build/flag-assets';
import { FLAG_PATH, FLAG_SPRITE_CELL, FLAG_SPRITE_LETTERS, FLAG_SPRITE_PATH, flagSpriteCell } from '../../host/web/ui/flag-path';

const flagsFolder = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');

/** Width and height from a PNG's IHDR chunk, which always comes first. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The sprite read back through resvg (an SVG showing the PNG), as a function answering a pixel's RGBA. */
function pixelsOf(png: Buffer): (x: number, y: number) => number[] {
  const { width, height } = pngSize(png);
  const shown = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`,
  ).render();
  return (x, y) => [...shown.pixels.subarray((y * shown.width + x) * 4, (y * shown.width + x) * 4 + 4)];
}

const sprite = flagSprite();
const pixel = pixelsOf(sprite);
const { width: cellWidth, height: cellHeight } = FLAG_SPRITE_CELL;

/** A pixel of a code's cell, `x` and `y` as shares of the cell (0.5, 0.5: its middle). */
function pixelOfFlag(code: string, x: number, y: number): number[] {
  const { column, row } = flagSpriteCell(code);
  return pixel(Math.floor((column + x) * cellWidth), Math.floor((row + y) * cellHeight));
}

it('places a code in the row of its first letter and the column of its second', () => {
  expect(flagSpriteCell('it')).toEqual({ row: 8, column: 19 });
  expect(flagSpriteCell('AZ')).toEqual({ row: 0, column: 25 });
});

it('draws every two-letter flag in its own cell of one PNG, as its SVG is drawn', () => {
  expect(pngSize(sprite)).toEqual({ width: FLAG_SPRITE_LETTERS * cellWidth, height: FLAG_SPRITE_LETTERS * cellHeight });
  // Italy's three bands, green, white and red, left to right.
  expect([pixelOfFlag('it', 1 / 6, 0.5), pixelOfFlag('it', 0.5, 0.5), pixelOfFlag('it', 5 / 6, 0.5)]).toEqual([
    [0x00, 0x92, 0x46, 0xff],
    [0xff, 0xff, 0xff, 0xff],
    [0xce, 0x2b, 0x37, 0xff],
  ]);
  // France's, blue, white and red: its neighbour in no direction bleeds into it.
  expect([pixelOfFlag('fr', 1 / 6, 0.5), pixelOfFlag('fr', 5 / 6, 0.5)]).toEqual([
    [0x00, 0x00, 0x91, 0xff],
    [0xe1, 0x00, 0x0f, 0xff],
  ]);
  // Germany's black, red and gold, top to bottom.
  expect([pixelOfFlag('de', 0.5, 1 / 6), pixelOfFlag('de', 0.5, 5 / 6)]).toEqual([
    [0x00, 0x00, 0x01, 0xff],
    [0xff, 0xcc, 0x00, 0xff],
  ]);
  // 'aa' is no country: its cell is empty.
  expect(pixelOfFlag('aa', 0.5, 0.5)).toEqual([0, 0, 0, 0]);
});

it('emits every flag as its SVG, for large flags, and the sprite once, for lists', () => {
  const emitted = new Map<string, Buffer | string>();
  const generateBundle = flagAssets().generateBundle as unknown as (this: unknown) => void;
  generateBundle.call({ emitFile: ({ fileName, source }: { fileName: string; source: Buffer }) => emitted.set(fileName, source) });
  for (const code of ['it', 'fr', 'de', 'gb', 'us', 'va', 'np']) {
    expect(emitted.get(`${FLAG_PATH}/${code}.svg`)).toEqual(readFileSync(path.join(flagsFolder, `${code}.svg`)));
  }
  expect([...emitted.keys()].filter((name) => name.endsWith('.svg')).length).toBeGreaterThan(250);
  expect([...emitted.keys()].filter((name) => name.endsWith('.png'))).toEqual([FLAG_SPRITE_PATH]);
  expect(emitted.get(FLAG_SPRITE_PATH)).toEqual(sprite);
});
