/** A country list ready for a name search: names lower-cased once, not on every keystroke. */
export interface CountryIndex<T> {
  items: readonly T[];
  keys: readonly string[];
}

export function indexCountries<T extends { name: string }>(items: readonly T[]): CountryIndex<T> {
  return { items, keys: items.map((item) => item.name.toLocaleLowerCase()) };
}

/** The countries whose name contains `query` (case-insensitive); all of them for a blank query. */
export function searchCountries<T>(index: CountryIndex<T>, query: string): readonly T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return index.items;
  const found: T[] = [];
  for (let i = 0; i < index.items.length; i += 1) {
    if (index.keys[i]!.includes(needle)) found.push(index.items[i]!);
  }
  return found;
}
