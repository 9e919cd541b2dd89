/** Test helpers: requests as the server hands them to a decoder, and the clock every test fix is taken before. */

/** A request's query string as the server hands it to a decoder: decoded, one string per name (the last wins). */
export function queryFields(url: string): Record<string, string> {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : url;
  return Object.fromEntries(new URLSearchParams(query));
}

/** What java.text.MessageFormat does to the OsmAnd app's URL template: `{n}` becomes the n-th value. */
export function fillOsmAndTemplate(template: string, values: readonly string[]): string {
  return template.replace(/\{(\d+)\}/g, (_, index: string) => values[Number(index)] ?? '');
}

/** The test clock: every fix below is taken before it. */
export const NOW = Date.UTC(2026, 10, 28, 4, 0, 0);
