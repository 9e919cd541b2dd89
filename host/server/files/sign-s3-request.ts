import { createHash, createHmac } from 'node:crypto';

/** An access key pair. The secret only ever feeds the HMAC below: it is never sent, logged or put in an error. */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface S3RequestToSign {
  method: string;
  /** The address as it will be sent: its path already encoded with encodeS3Path. */
  url: URL;
  /** Headers to sign and send besides the ones this adds (host, x-amz-date, x-amz-content-sha256). */
  headers?: Readonly<Record<string, string>>;
  /** Hex SHA-256 of the body (EMPTY_PAYLOAD_HASH without one). */
  payloadHash: string;
}

export const EMPTY_PAYLOAD_HASH = createHash('sha256').update('').digest('hex');

/** RFC 3986 unreserved characters stay, everything else is %XX (UTF-8): S3's own encoding, '/' kept in paths. */
function encodeS3(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** An object key as the path of a request: each segment encoded, the slashes between them kept. */
export function encodeS3Path(key: string): string {
  return key.split('/').map(encodeS3).join('/');
}

function hmac(key: Buffer | string, text: string): Buffer {
  return createHmac('sha256', key).update(text, 'utf8').digest();
}

/**
 * AWS Signature Version 4 for one S3 request (docs.aws.amazon.com, "Signing AWS API requests"): the canonical
 * request of method, path, sorted query, every header given plus host and the x-amz ones, and the payload's
 * hash; signed with a key derived from the secret for the day, region and service. Returns every header to send.
 * Written here rather than taken from the AWS SDK: four calls need it, and the SDK is a hundred packages.
 */
export function signS3Request(
  request: S3RequestToSign,
  credentials: S3Credentials,
  region: string,
  now: Date = new Date(),
): Record<string, string> {
  const amzDate = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    host: request.url.host,
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': amzDate,
  };
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value;
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${String(headers[name]).trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const query = [...request.url.searchParams.entries()]
    .map(([name, value]) => [encodeS3(name), encodeS3(value)] as const)
    .sort(([a, aValue], [b, bValue]) => (a === b ? (aValue < bValue ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalRequest = [request.method, request.url.pathname || '/', query, canonicalHeaders, signedHeaders, request.payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonicalRequest).digest('hex')].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region), 's3'), 'aws4_request');
  const signature = hmac(signingKey, stringToSign).toString('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
