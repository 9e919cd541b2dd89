/** A single-quoted TypeScript string literal (the house style) holding exactly `value`. */
export function tsString(value: string): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `'${escaped}'`;
}

/** `['admin', 'demo-x']` */
export function tsStringArray(values: readonly string[]): string {
  return `[${values.map(tsString).join(', ')}]`;
}
