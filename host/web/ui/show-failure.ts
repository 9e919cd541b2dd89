import { translateError, translateMessage } from '../i18n';
import type { UiService } from '../services/ui-service';

/**
 * An action that failed, as the spec shows it (part 1 §8): the server's message in the user's language as an
 * error toast. Returns the message, for a store that also keeps it. A coded message is translated by its code
 * (translateError); an uncoded one by `translate` on its English text: a module whose server has texts of its own
 * passes the translation that knows them (it falls back to translateMessage for the spec's).
 */
export function showFailure(ui: Pick<UiService, 'toast'>, error: unknown, translate: (message: string) => string = translateMessage): string {
  const message = translateError(error, translate);
  ui.toast('error', message);
  return message;
}
