/** The company every demo account belongs to. Its name and logo say it is demo content. */

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64">' +
  '<rect width="240" height="64" rx="10" fill="#0f2a44"/>' +
  '<path d="M18 16 L32 48 L46 16" fill="none" stroke="#f5b700" stroke-width="6" stroke-linejoin="round"/>' +
  '<text x="60" y="38" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="700" fill="#fff">' +
  'Vigil Demo Co.</text>' +
  '<text x="60" y="54" font-family="Helvetica, Arial, sans-serif" font-size="11" fill="#f5b700">DEMO DATA</text>' +
  '</svg>';

export const DEMO_COMPANY = {
  name: 'Vigil Demo Co. (demo data)',
  logo: `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`,
} as const;

/**
 * The tools of spec part 1 §1 (and the DVR-S group): active for the demo company whether or not a plugin
 * implements them yet. Discovered plugins are switched on for it as they are installed (see install-plugins).
 */
export const SPEC_MODULE_IDS: readonly string[] = [
  'gpa', 'cte', 'ie', 'sed', 'nat', 'inf', 'tra', 'tep', 'gps', 'ops', 'cmr', 'ava', 'srmt', 'dvr-s',
];
