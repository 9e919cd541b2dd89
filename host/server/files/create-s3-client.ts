import { S3Client } from '@aws-sdk/client-s3';
import type { S3Credentials, S3Location } from './s3-file-storage-config';

/** A store that does not answer within this long is down: the call fails instead of hanging. */
const RESPONSE_TIMEOUT_MS = 30_000;
const CONNECT_TIMEOUT_MS = 10_000;
const AGENT = { keepAlive: true, maxSockets: 64 };

/**
 * The AWS SDK's client for the bucket's store. Explicit credentials when given; without them the SDK's default
 * provider chain (environment, web identity and STS, profiles, the container's or the instance's IAM role), which
 * also refreshes temporary credentials before they expire. The standard retry mode tries a call up to three times,
 * with jittered backoff, on throttling, 5xx answers and transient network errors (a kept-alive connection the store
 * closed just as it was reused included).
 */
export function createS3Client(location: S3Location, credentials: S3Credentials | undefined): S3Client {
  return new S3Client({
    region: location.region,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    forcePathStyle: location.forcePathStyle ?? false,
    ...(credentials ? { credentials } : {}),
    maxAttempts: 3,
    // Compatible stores (older MinIO and Ceph, s3rver) do not all know the CRC checksums the SDK now sends by
    // default: there, checksums only where the API requires them, as before. AWS itself gets them.
    ...(location.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      // Until the answer's headers: a video streamed to a paused player may then idle as long as it likes.
      requestTimeout: RESPONSE_TIMEOUT_MS,
      throwOnRequestTimeout: true,
      httpAgent: AGENT,
      httpsAgent: AGENT,
    },
  });
}
