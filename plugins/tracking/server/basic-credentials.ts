export interface BasicCredentials {
  user: string;
  password: string;
}

/** An `Authorization: Basic …` header's user and password (RFC 7617); null when absent or not Basic. */
export function readBasicCredentials(header: string | undefined): BasicCredentials | null {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
