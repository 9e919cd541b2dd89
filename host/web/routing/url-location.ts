import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { useSearch } from 'wouter/use-browser-location';
import type { UrlLocation } from '../services/auth-service';

/**
 * The current address in parts (path, `?search`, `#hash`), one object while it does not change. The query is the
 * browser's as sent (wouter's own `useSearch` decodes it, which would turn a `%25` in a value into a bare `%`).
 */
export function useUrlLocation(): UrlLocation {
  const [pathname] = useLocation();
  const search = useSearch();
  const hash = typeof window === 'undefined' ? '' : window.location.hash;
  return useMemo(() => ({ pathname, search, hash }), [pathname, search, hash]);
}
