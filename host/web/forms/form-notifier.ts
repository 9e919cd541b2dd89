import type { Container } from 'inversify';
import { useCallback } from 'react';
import { useContainer } from '../services-context';
import { TOKENS } from '../services/tokens';
import type { ToastKind, UiService } from '../services/ui-service';
import { loadSessionServices } from '../session/session-loader';
import { loadI18n } from '../i18n/lazy-translation';

/** Spec part 1 §9: the first error of an invalid form is shown 100 ms after the attempt. */
export const FORM_ERROR_DELAY_MS = 100;

/** When the form engine could not be downloaded (a deferred form submitted while offline). */
export const FORM_UNAVAILABLE = 'The form could not be loaded: check your connection and try again.';

/**
 * The Ui service, loading the session services first when a public page has not needed them yet (toasts are
 * part of that chunk, which /Login only fetches once the user turns to the form).
 */
export async function uiService(container: Container): Promise<UiService> {
  if (!container.isBound(TOKENS.Ui)) {
    const { pathname, search, hash } = window.location;
    await loadSessionServices(container, { pathname, search, hash });
  }
  return container.get(TOKENS.Ui);
}

/** Shows a message (usually the server's English text) as a toast in the user's language. */
export function useToast(): (kind: ToastKind, message: string) => void {
  const container = useContainer();
  return useCallback(
    (kind: ToastKind, message: string) => {
      Promise.all([uiService(container), loadI18n()])
        .then(([ui, i18n]) => ui.toast(kind, i18n.translateMessage(message)))
        .catch((error: unknown) => console.error('Could not show a message', message, error));
    },
    [container],
  );
}
