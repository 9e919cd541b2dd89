import type { FilePolicy } from './file-policy';

/** Where the bucket is and how to reach it: AWS S3 or a compatible store (MinIO, Ceph, s3rver in the tests). */
export interface S3Location {
  /** https://s3.eu-south-1.amazonaws.com, http://minio.internal:9000; AWS's regional endpoint when absent. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Prepended to every key ('vigil/'), so the bucket can hold other things too. */
  prefix?: string;
  /** The bucket in the path (endpoint/bucket/key) instead of the host name: MinIO and s3rver need it. */
  forcePathStyle?: boolean;
}

/**
 * An access key pair, with the session token of temporary (STS) credentials. The secret and the token are only
 * ever handed to the AWS client: never logged or put in an error.
 */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/**
 * Files as objects in an S3-compatible bucket (AWS S3, MinIO, Ceph...): what lets several server processes share
 * files. Uploads wait under `<dataDir>/upload-tmp/` while they are checked, before they are sent. Without an access
 * key the AWS SDK's default chain finds the credentials (an IAM role, STS web identity, AWS_* variables, profiles).
 */
export interface S3FileStorageConfig extends S3Location {
  backend: 's3';
  dataDir: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  sessionToken?: string;
  policy?: Partial<FilePolicy>;
}
