import { DEFAULT_FILE_POLICY, type FilePolicy } from './file-policy';
import type { FileStorage } from './file-storage';
import { LocalDiskFileStorage } from './local-disk-file-storage';

/** Files on this machine, under `<dataDir>/files/`: the default, as the database is by default. */
export interface LocalFileStorageConfig {
  backend: 'local';
  dataDir: string;
  /** Overrides of the defaults: 200 MB, every type in FILE_CONTENT_TYPES. */
  policy?: Partial<FilePolicy>;
}

/**
 * Where files live. An S3-compatible store (issue 14) becomes a second member of this union, e.g.
 * `{ backend: 's3'; endpoint; bucket; region; accessKeyId; secretAccessKey; prefix?; policy? }`, with its own
 * case in createFileStorage: it is what lets several server processes share files.
 */
export type FileStorageConfig = LocalFileStorageConfig;

export function createFileStorage(config: FileStorageConfig): FileStorage {
  const policy: FilePolicy = { ...DEFAULT_FILE_POLICY, ...config.policy };
  switch (config.backend) {
    case 'local':
      return new LocalDiskFileStorage(config.dataDir, policy);
    default: {
      // Adding a backend to FileStorageConfig without a case here fails to compile.
      const unknown: never = config.backend;
      throw new Error(`Unknown file storage backend: ${String(unknown)}`);
    }
  }
}
