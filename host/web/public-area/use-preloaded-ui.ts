import { useEffect } from 'react';
import { uiService } from '../forms/form-notifier';
import { loadI18n } from '../i18n/lazy-translation';
import { useContainer } from '../services-context';

/**
 * Public pages other than sign-in load the session services (toasts live there) and i18n as soon as they open, so the
 * first message does not wait for a download. /Login waits for the first interaction instead (its budget).
 */
export function usePreloadedUi(): void {
  const container = useContainer();
  useEffect(() => {
    Promise.all([uiService(container), loadI18n()]).catch((error: unknown) => console.error('Could not load the session services', error));
  }, [container]);
}
