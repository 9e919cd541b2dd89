/**
 * The strings of a list stored as JSON text (customers.permissions, a document's tags, a country's alert levels).
 * Other values in the list are left out, and text that is not a JSON list reads as an empty list: a damaged row
 * holds nothing (an account with no permissions) rather than failing every call that reads it.
 */
export function parseStringList(stored: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
