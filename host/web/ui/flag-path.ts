import { version } from 'flag-icons/package.json';

/**
 * Where the built web host keeps flag-icons' SVG flags (host/web/build/flag-assets.ts copies them there): under
 * assets/, which browsers keep for a year, in a folder named after the package's version, so an update of the
 * flags is a new address.
 */
export const FLAG_PATH = `assets/flag-icons-${version}/4x3`;
