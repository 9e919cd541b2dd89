import { RISK_LEVEL_COLOURS, RISK_LEVELS, riskLevelNumber } from './risk-math';

/*
 * The risk palette seen as a colour-blind reader sees it: each colour is simulated with the matrices of Machado,
 * Oliveira and Fernandes (2009) at full severity, applied to linear RGB, and the simulated colours are compared
 * with CIEDE2000. A difference of about 2 is just noticeable; 15 is plainly two colours on a map.
 */
type Matrix = readonly [readonly number[], readonly number[], readonly number[]];

const VISION: Readonly<Record<string, Matrix | null>> = {
  normal: null,
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** Land without a rating on the maps (host/web/maps/maps.css). */
const UNRATED_LAND = '#c9d1d9';
const MIN_DIFFERENCE = 15;

function linearRgb(hex: string): number[] {
  return [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
}

function simulate(rgb: readonly number[], matrix: Matrix | null): number[] {
  if (!matrix) return [...rgb];
  return matrix.map((row) => Math.min(1, Math.max(0, row[0]! * rgb[0]! + row[1]! * rgb[1]! + row[2]! * rgb[2]!)));
}

/** CIE L*a*b* (D65) of a linear RGB colour. */
function lab([r, g, b]: readonly number[]): [number, number, number] {
  const x = (0.4124 * r! + 0.3576 * g! + 0.1805 * b!) / 0.95047;
  const y = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  const z = (0.0193 * r! + 0.1192 * g! + 0.9505 * b!) / 1.08883;
  const f = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIEDE2000 colour difference (Sharma, Wu and Dalal's formulation). */
function ciede2000([l1, a1, b1]: readonly number[], [l2, a2, b2]: readonly number[]): number {
  const rad = Math.PI / 180;
  const meanChroma = (Math.hypot(a1!, b1!) + Math.hypot(a2!, b2!)) / 2;
  const g = 0.5 * (1 - Math.sqrt(meanChroma ** 7 / (meanChroma ** 7 + 25 ** 7)));
  const a1p = (1 + g) * a1!;
  const a2p = (1 + g) * a2!;
  const c1 = Math.hypot(a1p, b1!);
  const c2 = Math.hypot(a2p, b2!);
  const hue = (a: number, b: number): number => (a === 0 && b === 0 ? 0 : (Math.atan2(b, a) / rad + 360) % 360);
  const h1 = hue(a1p, b1!);
  const h2 = hue(a2p, b2!);
  let dh = 0;
  if (c1 * c2 !== 0) dh = h2 - h1 > 180 ? h2 - h1 - 360 : h2 - h1 < -180 ? h2 - h1 + 360 : h2 - h1;
  const dL = l2! - l1!;
  const dC = c2 - c1;
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin((dh * rad) / 2);
  const meanL = (l1! + l2!) / 2;
  const meanC = (c1 + c2) / 2;
  let meanH = h1 + h2;
  if (c1 * c2 !== 0) meanH = Math.abs(h1 - h2) > 180 ? (meanH + (meanH < 360 ? 360 : -360)) / 2 : meanH / 2;
  const t =
    1 - 0.17 * Math.cos((meanH - 30) * rad) + 0.24 * Math.cos(2 * meanH * rad) + 0.32 * Math.cos((3 * meanH + 6) * rad) - 0.2 * Math.cos((4 * meanH - 63) * rad);
  const rotation = 30 * Math.exp(-(((meanH - 275) / 25) ** 2));
  const rc = 2 * Math.sqrt(meanC ** 7 / (meanC ** 7 + 25 ** 7));
  const sl = 1 + (0.015 * (meanL - 50) ** 2) / Math.sqrt(20 + (meanL - 50) ** 2);
  const sc = 1 + 0.045 * meanC;
  const sh = 1 + 0.015 * meanC * t;
  const rt = -Math.sin(2 * rotation * rad) * rc;
  return Math.sqrt((dL / sl) ** 2 + (dC / sc) ** 2 + (dH / sh) ** 2 + rt * (dC / sc) * (dH / sh));
}

function seen(hex: string, vision: string): [number, number, number] {
  return lab(simulate(linearRgb(hex), VISION[vision]!));
}

function luminance(hex: string): number {
  const [r, g, b] = linearRgb(hex);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(one: string, other: string): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

const pairs = RISK_LEVELS.flatMap((one, index) => RISK_LEVELS.slice(index + 1).map((other) => [one, other] as const));

describe('the risk palette', () => {
  it.each(Object.keys(VISION))('keeps every two levels apart with %s vision', (vision) => {
    const tooClose = pairs
      .map(([one, other]) => ({
        pair: `${one}/${other}`,
        difference: ciede2000(seen(RISK_LEVEL_COLOURS[one].background, vision), seen(RISK_LEVEL_COLOURS[other].background, vision)),
      }))
      .filter(({ difference }) => difference < MIN_DIFFERENCE);
    expect(tooClose).toEqual([]);
  });

  it.each(Object.keys(VISION))('keeps every level apart from unrated land with %s vision', (vision) => {
    const tooClose = RISK_LEVELS.filter(
      (level) => ciede2000(seen(RISK_LEVEL_COLOURS[level].background, vision), seen(UNRATED_LAND, vision)) < MIN_DIFFERENCE,
    );
    expect(tooClose).toEqual([]);
  });

  it('has readable text on every level (WCAG AA, 4.5:1)', () => {
    for (const level of RISK_LEVELS) {
      expect(contrast(RISK_LEVEL_COLOURS[level].background, RISK_LEVEL_COLOURS[level].text)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('would have failed the red-green palette it replaces', () => {
    const previous = ['#2e7d32', '#f9a825', '#ef6c00', '#c62828'];
    const closest = Math.min(
      ...previous.flatMap((one, index) => previous.slice(index + 1).map((other) => ciede2000(seen(one, 'deuteranopia'), seen(other, 'deuteranopia')))),
    );
    expect(closest).toBeLessThan(MIN_DIFFERENCE);
  });

  it('numbers the levels 1 to 4 from low to extreme', () => {
    expect(RISK_LEVELS.map(riskLevelNumber)).toEqual([1, 2, 3, 4]);
  });
});
