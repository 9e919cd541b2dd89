/**
 * The most items a list in an answer holds (its schema's `maxItems`, shown in the OpenAPI description). A list
 * that grows with use is cut there, newest first, and the answer then carries LIST_CAPPED_HEADER; one that
 * lists reference data (countries, permissions) stays well under its bound.
 */

/** Header of an answer whose list was cut at its maximum; its value is that maximum. */
export const LIST_CAPPED_HEADER = 'x-list-capped';

/** Records that pile up with use (results, logs, claims, notes), and other long lists: the newest this many. */
export const LONG_LIST_MAX = 1000;

/** A company's people (the personnel list, the employees a test can exclude): the newest this many. */
export const EMPLOYEE_LIST_MAX = 2000;

/** Countries and lists of them (the world has about 250). */
export const COUNTRY_LIST_MAX = 500;

/** Short lists of reference data: permissions, continents, modules, threat categories, a country's content blocks. */
export const SHORT_LIST_MAX = 100;
