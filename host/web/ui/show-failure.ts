import { errorMessage } from '../../core/error-message';
import { translateMessage } from '../i18n';
import type { UiService } from '../services/ui-service';

/**
 * An action that failed, as the spec shows it (part 1 §8): the server's message in the user's language as an
 * error toast. Returns the message, for a store that also keeps it.
 */
export function showFailure(ui: Pick<UiService, 'toast'>, error: unknown): string {
  const message = translateMessage(errorMessage(error));
  ui.toast('error', message);
  return message;
}
