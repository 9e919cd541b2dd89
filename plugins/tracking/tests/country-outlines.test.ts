import { countryOutlines, mayBeInside } from '../server/fences/country-outlines';
import { prepareFence } from '../server/status/prepare-fence';
import { seededRandom } from './status/fence-walk';

/**
 * The world's outlines for country geofences, and the pre-filter that spares the judge the fixes clearly outside a
 * country: it may let through a fix that is outside, never hold back one that is inside or near the border.
 */
const RANDOM_FIXES = 3000;

it('loads every country with an outline once, keyed by ISO 3166-1 numeric code', async () => {
  const outlines = await countryOutlines();
  expect(await countryOutlines()).toBe(outlines);
  expect(outlines.size).toBeGreaterThan(200);
  // 1:50m keeps the smallest states a 1:110m map drops.
  for (const code of ['004', '380', '643', '336', '674']) expect(outlines.get(code)?.fence.kind).toBe('country');
});

it.each([
  ['Switzerland', '756'],
  ['Afghanistan', '004'],
  ['Russia, across the antimeridian', '643'],
  ['Italy, with the Vatican and San Marino as holes', '380'],
])('%s: a fix held back is clearly outside (over 2 km); one inside always goes through', async (_, code) => {
  const outline = (await countryOutlines()).get(code)!;
  const { signedDistance } = prepareFence(outline.fence);
  const random = seededRandom(Number(code));
  const [west, south, east, north] = outline.boxes.reduce(
    ([w, s, e, n], box) => [Math.min(w, box[0]), Math.min(s, box[1]), Math.max(e, box[2]), Math.max(n, box[3])],
    [180, 90, -180, -90],
  );
  let heldBack = 0;
  let inside = 0;
  for (let i = 0; i < RANDOM_FIXES; i += 1) {
    const lon = Math.max(-180, Math.min(180, west - 2 + random() * (east - west + 4)));
    const lat = Math.max(-89, Math.min(89, south - 2 + random() * (north - south + 4)));
    const distance = signedDistance([lon, lat]);
    if (distance < 0) inside += 1;
    if (!mayBeInside(outline, lon, lat)) {
      heldBack += 1;
      expect(distance).toBeGreaterThan(2000);
    }
  }
  // Both kinds were met: the test says something about each.
  expect(inside).toBeGreaterThan(0);
  expect(heldBack).toBeGreaterThan(0);
});

it('lets the fixes near a border through: Como, a few kilometres from Switzerland', async () => {
  const switzerland = (await countryOutlines()).get('756')!;
  expect(mayBeInside(switzerland, 9.0852, 45.8081)).toBe(true);
  // Rome is far from any Swiss border: held back.
  expect(mayBeInside(switzerland, 12.4964, 41.9028)).toBe(false);
});
