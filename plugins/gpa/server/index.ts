import { defineServerPart } from '@vigil/server-sdk';
import { continentCalls } from './continent-calls';
import { countryCalls } from './country-calls';
import { homeCalls } from './home-calls';
import { migration as createRiskContent } from './migrations/014-create-risk-content';
import { migration as createCountryRequests } from './migrations/015-create-country-requests';
import { migration as aggregateCountryViews } from './migrations/gpa-001-aggregate-country-views';
import { seedDemoRiskContent } from './seed/seed-risk-content';
import { gpaServerFunctions } from './server-functions';
import type { GpaTables } from './tables';
import { worldMapPdfCall } from './world-map-pdf-call';

/**
 * Country risk analysis: the risk content (profiles, and the news alerts nat reads), its demo seed, and the calls
 * of the home, continent and country pages. The host checks credentials, permissions and the declared input first.
 */
export default defineServerPart<GpaTables>({
  // Names recorded by installations when they were the platform's: they never change.
  migrations: [createRiskContent, createCountryRequests, aggregateCountryViews],
  seedSteps: [{ name: 'demo-risk-content', run: (db) => seedDemoRiskContent(db) }],
  endpoints: (platform) => [...homeCalls(platform), ...continentCalls(platform), ...countryCalls(platform), worldMapPdfCall(platform)],
  // The countries at risk, for tracking's country geofences (contract/server-functions.ts).
  provides: (db) => gpaServerFunctions(db),
});
