import { translateError } from '../i18n';
import type { UiService } from '../services/ui-service';

/**
 * An action that failed, as the spec shows it (part 1 §8): the server's message in the user's language as an
 * error toast. Returns the message, for a store that also keeps it. A coded message is translated by its code,
 * an uncoded one (the spec's texts the server still answers without a code) by its English (translateError).
 */
export function showFailure(ui: Pick<UiService, 'toast'>, error: unknown): string {
  const message = translateError(error);
  ui.toast('error', message);
  return message;
}
