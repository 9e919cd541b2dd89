import { version } from 'flag-icons/package.json';

/**
 * Where the built web host keeps flag-icons' SVG flags (host/web/build/flag-assets.ts copies them there): under
 * assets/, which browsers keep for a year, in a folder named after the package's version, so an update of the
 * flags is a new address.
 */
export const FLAG_PATH = `assets/flag-icons-${version}/4x3`;

/**
 * The same flags rasterised at build time (flag-assets.ts, with resvg) for small flags in lists: a PNG of
 * FLAG_RASTER_SIZE pixels each, twice the 20 × 15 px a list shows (crisp on a high-density screen, a little larger
 * text included). The size is part of the folder's name, so a change of size is a new address too.
 */
export const FLAG_RASTER_SIZE = { width: 48, height: 36 } as const;
export const FLAG_RASTER_PATH = `assets/flag-icons-${version}/4x3-${FLAG_RASTER_SIZE.width}x${FLAG_RASTER_SIZE.height}`;
