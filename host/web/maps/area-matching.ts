import type { CountryFeature } from './load-geometry';
import type { MapArea } from './map-types';

/*
 * Features are matched by ISO 3166-1 numeric code (world-atlas's feature id) when the area has one. Names are the
 * fallback for a feature without a code (Kosovo) and for areas sent without one (Natural Earth abbreviates:
 * 'Dem. Rep. Congo', 'Bosnia and Herz.'): expanding the common abbreviations and ignoring case, accents,
 * punctuation and word order matches most names without a hand-typed table.
 */
const ABBREVIATIONS: ReadonlyArray<[RegExp, string]> = [
  [/\bdem\.?\s/g, 'democratic '],
  [/\brep\.?(\s|$)/g, 'republic$1'],
  [/\bis\.?(\s|$)/g, 'islands$1'],
  [/\bherz\.?(\s|$)/g, 'herzegovina$1'],
  [/\beq\.?\s/g, 'equatorial '],
  [/\bst\.?\s/g, 'saint '],
  [/\bs\.\s/g, 'south '],
  [/\bn\.\s/g, 'north '],
  [/\bfr\.\s/g, 'french '],
  [/\bw\.\s/g, 'western '],
  [/&/g, ' and '],
];
/** Whether any abbreviation may apply: most names have none, and skipping the eleven replaces halves the key's cost. */
const ANY_ABBREVIATION = /\b(?:dem|rep|is|herz|eq|st|s|n|fr|w)\b|&/;
const FILLER = new Set(['the', 'of', 'and']);

/** A comparable key for a country name: words in order of the alphabet, without filler words. */
export function nameKey(name: string): string {
  let text = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  if (ANY_ABBREVIATION.test(text)) for (const [pattern, replacement] of ABBREVIATIONS) text = text.replace(pattern, replacement);
  const words = text.split(/[^a-z0-9]+/).filter((word) => word && !FILLER.has(word));
  return words.sort().join(' ');
}

function numericKey(code: string | number): string {
  return String(code).padStart(3, '0');
}

function hasCode(area: MapArea): boolean {
  return area.numericCode !== undefined && area.numericCode !== null && area.numericCode !== '';
}

/*
 * A name may pair a feature and an area only when the codes cannot contradict it: the feature has no code, or the
 * area was sent without one. So 'Congo' can never take the Democratic Republic's area by name once codes are sent.
 */
function mayMatchByName(country: CountryFeature, area: MapArea): boolean {
  return country.id === undefined || !hasCode(area);
}

/** Finds the area of each feature: by numeric code, else by name where codes allow it (see mayMatchByName). */
export function matchAreas(features: readonly CountryFeature[], areas: readonly MapArea[]): Map<CountryFeature, MapArea> {
  const byNumeric = new Map<string, MapArea>();
  for (const area of areas) if (hasCode(area)) byNumeric.set(numericKey(area.numericCode!), area);
  // Names are keyed only when a country has no code match: keying every name cost the world map ~7 ms.
  let byName: Map<string, MapArea> | undefined;
  const named = (name: string): MapArea | undefined => {
    byName ??= new Map(areas.map((area) => [nameKey(area.name), area]));
    return byName.get(nameKey(name));
  };
  const matched = new Map<CountryFeature, MapArea>();
  const unmatched: CountryFeature[] = [];
  for (const country of features) {
    let area = country.id !== undefined ? byNumeric.get(numericKey(country.id)) : undefined;
    if (!area) {
      const byItsName = named(country.properties.name);
      if (byItsName && mayMatchByName(country, byItsName)) area = byItsName;
    }
    if (area) matched.set(country, area);
    else unmatched.push(country);
  }
  matchByContainedWords(unmatched, areas, matched);
  return matched;
}

function containsAll(words: ReadonlySet<string>, of: readonly string[]): boolean {
  return of.every((word) => words.has(word));
}

/*
 * Second pass for short and long forms ('Congo' / 'Republic of the Congo', 'United States of America' /
 * 'United States', 'Macedonia' / 'North Macedonia'): one name's words all in the other's, accepted only when the
 * pair is unique both ways among what is still unmatched, so an ambiguous name stays unmatched, never wrong.
 */
function matchByContainedWords(
  countries: readonly CountryFeature[],
  areas: readonly MapArea[],
  matched: Map<CountryFeature, MapArea>,
): void {
  const taken = new Set(matched.values());
  const free = areas.filter((area) => !taken.has(area)).map((area) => ({ area, words: nameKey(area.name).split(' ') }));
  const pairs: Array<[CountryFeature, MapArea]> = [];
  for (const country of countries) {
    const words = nameKey(country.properties.name).split(' ');
    const wordSet = new Set(words);
    for (const candidate of free) {
      if (!mayMatchByName(country, candidate.area)) continue;
      if (containsAll(wordSet, candidate.words) || containsAll(new Set(candidate.words), words)) {
        pairs.push([country, candidate.area]);
      }
    }
  }
  const count = <T,>(items: readonly T[], item: T): number => items.filter((other) => other === item).length;
  const pairCountries = pairs.map(([country]) => country);
  const pairAreas = pairs.map(([, area]) => area);
  for (const [country, area] of pairs) {
    if (count(pairCountries, country) === 1 && count(pairAreas, area) === 1) matched.set(country, area);
  }
}

/**
 * The feature drawn for `area`, if any (used to fit a region map). Where several share its code (Australia and
 * Ashmore and Cartier Is.), the one of the area's own name.
 */
export function findFeature(features: readonly CountryFeature[], area: MapArea): CountryFeature | undefined {
  const found = [...matchAreas(features, [area]).keys()];
  const key = nameKey(area.name);
  return found.find((country) => nameKey(country.properties.name) === key) ?? found[0];
}
