import { join } from 'node:path';
import { DEFAULT_FILE_POLICY, type FilePolicy } from './file-policy';
import type { FileStorage } from './file-storage';
import { LocalDiskFileStorage } from './local-disk-file-storage';
import { S3FileStorage, type S3Location } from './s3-file-storage';

/** Files on this machine, under `<dataDir>/files/`: the default, as the database is by default. */
export interface LocalFileStorageConfig {
  backend: 'local';
  dataDir: string;
  /** Overrides of the defaults: 200 MB, every type in FILE_CONTENT_TYPES. */
  policy?: Partial<FilePolicy>;
}

/**
 * Files as objects in an S3-compatible bucket (AWS S3, MinIO, Ceph...): what lets several server processes share
 * files. Uploads wait under `<dataDir>/upload-tmp/` while they are checked, before they are sent.
 */
export interface S3FileStorageConfig extends S3Location {
  backend: 's3';
  dataDir: string;
  accessKeyId: string;
  secretAccessKey: string;
  policy?: Partial<FilePolicy>;
}

/** Where files live. */
export type FileStorageConfig = LocalFileStorageConfig | S3FileStorageConfig;

export function createFileStorage(config: FileStorageConfig): FileStorage {
  const policy: FilePolicy = { ...DEFAULT_FILE_POLICY, ...config.policy };
  switch (config.backend) {
    case 'local':
      return new LocalDiskFileStorage(config.dataDir, policy);
    case 's3': {
      const { accessKeyId, secretAccessKey, dataDir, endpoint, bucket, region, prefix, forcePathStyle } = config;
      return new S3FileStorage(
        { ...(endpoint ? { endpoint } : {}), bucket, region, ...(prefix ? { prefix } : {}), ...(forcePathStyle ? { forcePathStyle } : {}) },
        { accessKeyId, secretAccessKey },
        join(dataDir, 'upload-tmp'),
        policy,
      );
    }
    default: {
      // Adding a backend to FileStorageConfig without a case here fails to compile.
      const unknown: never = config;
      throw new Error(`Unknown file storage backend: ${String((unknown as { backend: unknown }).backend)}`);
    }
  }
}
