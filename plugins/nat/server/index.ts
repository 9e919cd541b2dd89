import { defineServerPart } from '@vigil/server-sdk';
import { affectedCounter } from './affected-travellers';
import { newsCalls } from './news-calls';
import type { NatTables } from './tables';

/**
 * News alerts: the threat categories and the alert cards. No migration or seed step of its own: gpa's migration
 * 014 and seed step 'demo-risk-content' create and fill these tables (see tables.ts). The host checks
 * credentials, permissions and the declared input first.
 */
export default defineServerPart<NatTables>({
  endpoints: (platform) => newsCalls(platform, affectedCounter(platform)),
});
