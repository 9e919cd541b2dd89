/** The message of anything thrown: an Error's own, or the value as text. The one copy for web, server and CLI. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
