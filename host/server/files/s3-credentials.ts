import type { S3Credentials } from './s3-file-storage-config';

/**
 * The explicit credentials the configuration gives, or undefined to let the AWS SDK's default chain find them. A
 * half-given key (or a session token without one) is a configuration mistake, refused at start rather than
 * silently replaced by whatever the default chain finds.
 */
export function s3Credentials(given: { accessKeyId?: string; secretAccessKey?: string; sessionToken?: string }): S3Credentials | undefined {
  const { accessKeyId, secretAccessKey, sessionToken } = given;
  if (!accessKeyId && !secretAccessKey) {
    if (sessionToken) throw new Error('The S3 session token (VIGIL_S3_SESSION_TOKEN) needs the access key it belongs to');
    return undefined;
  }
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('The S3 file storage needs both VIGIL_S3_ACCESS_KEY_ID and VIGIL_S3_SECRET_ACCESS_KEY, or neither (the AWS default credentials)');
  }
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}
