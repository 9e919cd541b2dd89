import { join } from 'node:path';
import { DEFAULT_FILE_POLICY, type FilePolicy } from './file-policy';
import type { FileStorage } from './file-storage';
import { LocalDiskFileStorage } from './local-disk-file-storage';
import { s3Credentials } from './s3-credentials';
import type { S3FileStorageConfig } from './s3-file-storage-config';

export type { S3FileStorageConfig } from './s3-file-storage-config';

/** Files on this machine, under `<dataDir>/files/`: the default, as the database is by default. */
export interface LocalFileStorageConfig {
  backend: 'local';
  dataDir: string;
  /** Overrides of the defaults: 200 MB, every type in FILE_CONTENT_TYPES. */
  policy?: Partial<FilePolicy>;
}

/** Where files live. */
export type FileStorageConfig = LocalFileStorageConfig | S3FileStorageConfig;

/**
 * The storage the configuration names. The S3 backend, and with it the AWS SDK (a few hundred modules), is
 * imported only here and only when configured: a server on local disk never loads it, not even at start.
 */
export async function createFileStorage(config: FileStorageConfig): Promise<FileStorage> {
  const policy: FilePolicy = { ...DEFAULT_FILE_POLICY, ...config.policy };
  switch (config.backend) {
    case 'local':
      return new LocalDiskFileStorage(config.dataDir, policy);
    case 's3': {
      const { dataDir, endpoint, bucket, region, prefix, forcePathStyle } = config;
      const credentials = s3Credentials(config);
      const { S3FileStorage } = await import('./s3-file-storage');
      return new S3FileStorage(
        { ...(endpoint ? { endpoint } : {}), bucket, region, ...(prefix ? { prefix } : {}), ...(forcePathStyle ? { forcePathStyle } : {}) },
        credentials,
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
