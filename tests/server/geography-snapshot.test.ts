import { geographyFromPackages } from '../../host/server/seed/geography-from-packages';
import { loadGeographyRows } from '../../host/server/seed/seed-geography';

// The seed reads geography-rows.json rather than decoding 135,000 cities at every first start: it must be what
// the data packages and the rules (geography-rows.ts) give today.
test('the geography the seed reads is what the data packages give (else: npm run geography)', async () => {
  const [saved, computed] = await Promise.all([loadGeographyRows(), geographyFromPackages()]);
  expect(saved.countries.length).toBeGreaterThan(240);
  expect(saved).toEqual(computed);
});
