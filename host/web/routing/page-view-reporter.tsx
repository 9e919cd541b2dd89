import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';

/** One analytics page view per path change; query-only changes (a removed login_token) do not count. */
export function PageViewReporter(): null {
  const analytics = useService(TOKENS.Analytics);
  const [pathname] = useLocation();
  // Remembers the reported path so that StrictMode's repeated effects do not report it twice.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === pathname) return;
    reported.current = pathname;
    analytics.pageView(pathname);
  }, [analytics, pathname]);
  return null;
}
