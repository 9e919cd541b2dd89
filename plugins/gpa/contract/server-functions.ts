import type { RiskLevel } from '@vigil/core';

/**
 * What the gpa plugin's server part offers to the server parts of the plugins that use it (`provides`): the risk
 * profiles are its tables, so another module reads a country's risk level through these functions only
 * (`platform.uses<GpaServerFunctions>('gpa')`). Type-only: the contract stays shared by web, server and CLI.
 */

/** A country at a risk level, as a company sees it. */
export interface CountryAtRisk {
  /** The countries table's id. */
  countryId: number;
  iso2: string;
  /** ISO 3166-1 numeric ('004'), the key of Natural Earth's (world-atlas) outlines; null when the country has none. */
  isoNumeric: string | null;
  name: string;
  level: RiskLevel;
}

export interface GpaServerFunctions {
  /**
   * The countries whose risk level is `minimumLevel` or worse for the company, most severe first, then by name.
   * Levels are the legend bands of each country's security evaluation (spec part 2 §4); they are the same for every
   * company today, and `companyId` is where a company's own levels would enter.
   */
  countriesAtRisk(companyId: number, minimumLevel: RiskLevel): Promise<CountryAtRisk[]>;
}
