import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { flagAssets, rasterFlag } from '../../host/web/build/flag-assets';
import { FLAG_PATH, FLAG_RASTER_PATH, FLAG_RASTER_SIZE } from '../../host/web/ui/flag-path';

const flagsFolder = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
const italy = readFileSync(path.join(flagsFolder, 'it.svg'));

/** Width and height from a PNG's IHDR chunk, which always comes first. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

it('rasterises a flag into a PNG of the raster size, drawn as the SVG is', () => {
  const png = rasterFlag(italy);
  expect(pngSize(png)).toEqual(FLAG_RASTER_SIZE);
  // Read back through resvg (an SVG showing the PNG): Italy's three bands, green, white and red, left to right.
  const shown = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="36"><image width="48" height="36" href="data:image/png;base64,${png.toString('base64')}"/></svg>`,
  ).render();
  const pixel = (x: number, y: number): number[] => [...shown.pixels.subarray((y * shown.width + x) * 4, (y * shown.width + x) * 4 + 3)];
  expect([pixel(8, 18), pixel(24, 18), pixel(40, 18)]).toEqual([
    [0x00, 0x92, 0x46],
    [0xff, 0xff, 0xff],
    [0xce, 0x2b, 0x37],
  ]);
});

it('emits every flag twice: the SVG for large flags, and its PNG for lists', () => {
  const emitted = new Map<string, Buffer | string>();
  const generateBundle = flagAssets().generateBundle as unknown as (this: unknown) => void;
  generateBundle.call({ emitFile: ({ fileName, source }: { fileName: string; source: Buffer }) => emitted.set(fileName, source) });
  const codes = ['it', 'fr', 'de', 'gb', 'us', 'va', 'np'];
  for (const code of codes) {
    expect(emitted.get(`${FLAG_PATH}/${code}.svg`)).toEqual(readFileSync(path.join(flagsFolder, `${code}.svg`)));
    expect(pngSize(emitted.get(`${FLAG_RASTER_PATH}/${code}.png`) as Buffer)).toEqual(FLAG_RASTER_SIZE);
  }
  const svgs = [...emitted.keys()].filter((name) => name.endsWith('.svg')).length;
  expect([...emitted.keys()].filter((name) => name.endsWith('.png'))).toHaveLength(svgs);
  expect(svgs).toBeGreaterThan(250);
});
