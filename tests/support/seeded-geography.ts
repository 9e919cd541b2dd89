/** The countries as the seed writes them (data packages and rules), for tests of plugins that read them. */
export { loadGeographyRows } from '../../host/server/seed/seed-geography';
export type { CountryRow } from '../../host/server/seed/geography-rows';
