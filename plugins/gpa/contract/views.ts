import type { ContinentCountry, ContinentSummary } from './answers';

/**
 * The components this plugin offers to the plugins that use it (manifest `views`, rendered with the web SDK's
 * `PluginView`): their names and the types of their props. Types only: the e-learning module shows the GPA
 * continents grid and country lists in its own variant (spec part 2 §2) without importing GPA's web code.
 */
export const GPA_VIEWS = {
  /** The continents grid with their country counts (the /Gpa home's). */
  continents: 'continents',
  /** A continent's breadcrumb, image and searchable country list (the /Gpa/list/{continent} page's). */
  countryList: 'countryList',
} as const;

export interface ContinentsViewProps {
  /** Where a continent leads, e.g. /Inf/list/{id}. */
  linkTo: (continent: ContinentSummary) => string;
  /** Only these continents' countries are counted, and continents left with none are not shown (default: all). */
  countries?: readonly number[];
}

export interface CountryListViewProps {
  /** The continent's id, as in /Gpa/list/{continent}. */
  continent: string;
  /** The list's heading (the page's h1), e.g. 'countries - e-learning'; default 'countries - {continent}'. */
  title?: string;
  /** The breadcrumb's first step, e.g. the e-learning home; the continent's name follows it. */
  home: { label: string; to: string };
  /** Where each country leads, e.g. /Inf/detail/{country_id}. */
  linkTo: (country: ContinentCountry) => string;
  /** Only these countries (ids) are listed (default: all of the continent's). */
  countries?: readonly number[];
}
