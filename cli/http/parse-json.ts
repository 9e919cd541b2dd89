export type JsonParse = { ok: true; value: unknown } | { ok: false; reason: string };

/** Parses an answer body; a non-JSON answer is a finding to report, not a crash. */
export function parseJson(body: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch {
    const text = body.trim();
    if (!text) return { ok: false, reason: 'malformed answer: not JSON (empty body)' };
    const preview = text.length > 40 ? `${text.slice(0, 40)}…` : text;
    return { ok: false, reason: `malformed answer: not JSON ('${preview}')` };
  }
}

/** The `message` of an API error body ({statusCode, error, message}), when the body is one. */
export function apiErrorMessage(body: string): string | undefined {
  const parsed = parseJson(body);
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) return undefined;
  const message = (parsed.value as { message?: unknown }).message;
  return typeof message === 'string' && message ? message : undefined;
}
