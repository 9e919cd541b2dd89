import type { Params } from './api-client';

/**
 * Encodes params as `application/x-www-form-urlencoded` (also used for query strings). Arrays become repeated
 * keys, `key=a&key=b`, without brackets: the reference server parses standard urlencoded bodies, where repeated
 * keys become arrays. (A one-element array therefore arrives as a plain string; handlers accept both.)
 * undefined and null are left out; booleans and numbers are written with String().
 */
export function encodeParams(params: Params | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly (string | number)[]) search.append(key, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  return search.toString();
}

/** `base` + `path`, with `query` appended when it is not empty. */
export function joinUrl(base: string, path: string, query = ''): string {
  const trimmedBase = base.endsWith('/') ? base.slice(0, -1) : base;
  const url = `${trimmedBase}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
