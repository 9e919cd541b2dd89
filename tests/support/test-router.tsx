import { useState, type ReactElement, type ReactNode } from 'react';
import { Router, useLocation, useSearch } from 'wouter';
import { useBrowserHistoryLocation } from '../../host/web/routing/browser-history';

/**
 * The app's own router over jsdom's history, at `path` when it first renders: pages navigate, read their
 * parameters and the navigation's state as they do in the browser.
 */
export function TestRouter({ path, children }: { path: string; children: ReactNode }): ReactElement {
  useState(() => window.history.replaceState(null, '', path));
  return <Router hook={useBrowserHistoryLocation}>{children}</Router>;
}

/** The current address (path and query) in an <output data-testid="location">, for tests to read. */
export function LocationProbe(): ReactElement {
  const [pathname] = useLocation();
  const search = useSearch();
  return (
    <output data-testid="location" aria-label="location">
      {search ? `${pathname}?${search}` : pathname}
    </output>
  );
}
