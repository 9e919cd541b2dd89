import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { UrlLocation } from '../services/auth-service';

/** The current address in parts (path, `?search`, `#hash`), one object while it does not change. */
export function useUrlLocation(): UrlLocation {
  const [pathname] = useLocation();
  const query = useSearch();
  const hash = typeof window === 'undefined' ? '' : window.location.hash;
  return useMemo(() => ({ pathname, search: query ? `?${query}` : '', hash }), [pathname, query, hash]);
}
