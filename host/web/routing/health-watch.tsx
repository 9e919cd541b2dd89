import { useEffect } from 'react';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { SERVICE_UNAVAILABLE_PATH } from './public-paths';

/** Spec part 1 §9: the health check runs 100 ms after start. */
export const HEALTH_CHECK_DELAY_MS = 100;

/** Checks the database once after start; a 500 answer sends the user to /500. */
export function HealthWatch(): null {
  const health = useService(TOKENS.Health);
  const navigation = useService(TOKENS.Navigation);
  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      void health.checkDatabase().then((healthy) => {
        if (!healthy && !cancelled) navigation.navigate(SERVICE_UNAVAILABLE_PATH, { replace: true });
      });
    }, HEALTH_CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [health, navigation]);
  return null;
}
