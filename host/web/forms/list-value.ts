/**
 * A multi-select field keeps its choices in the form's one value type, a string: the chosen option values
 * joined by commas. Option values are ids and codes, which never contain a comma.
 */
const SEPARATOR = ',';

export function joinListValue(values: readonly string[]): string {
  return values.join(SEPARATOR);
}

export function splitListValue(value: string): string[] {
  return value ? value.split(SEPARATOR).filter(Boolean) : [];
}
