import { FILE_CONTENT_TYPES, type FileContentType } from './file-policy';
import type { StoredFileInfo } from './file-storage';
import { safeFileName } from './safe-file-name';

/** Marks the objects this service wrote: anything else in the bucket is not one of its files. */
const FORMAT = '1';
/** The x-amz-meta-* names (the SDK adds the prefix and lower-cases them). */
const META = { format: 'vigil-format', fileName: 'vigil-file-name', createdAt: 'vigil-created-at' } as const;

/** What an object's metadata keeps of a stored file besides its bytes and type. */
export function s3ObjectMetadata(info: StoredFileInfo): Record<string, string> {
  return {
    [META.format]: FORMAT,
    // Metadata travels as headers: the name, which may be any Unicode, as percent-encoded UTF-8.
    [META.fileName]: encodeURIComponent(info.fileName),
    [META.createdAt]: info.createdAt.toISOString(),
  };
}

/** The head of an object as HeadObject and GetObject give it. */
export interface S3ObjectHead {
  ContentType?: string;
  Metadata?: Record<string, string>;
  LastModified?: Date;
}

/** What an object's head says about it as a stored file; undefined for an object this service did not write. */
export function storedFileInfoOf(key: string, head: S3ObjectHead, size: number | undefined): StoredFileInfo | undefined {
  const metadata = head.Metadata ?? {};
  const contentType = FILE_CONTENT_TYPES.find((type) => type === head.ContentType);
  if (metadata[META.format] !== FORMAT || !contentType || size === undefined || !Number.isSafeInteger(size)) return undefined;
  let fileName: string;
  try {
    fileName = decodeURIComponent(metadata[META.fileName] ?? '');
  } catch {
    fileName = '';
  }
  const createdAt = new Date(metadata[META.createdAt] ?? head.LastModified ?? '');
  return {
    key,
    size,
    contentType: contentType as FileContentType,
    fileName: safeFileName(fileName, contentType),
    createdAt: Number.isNaN(createdAt.getTime()) ? new Date(0) : createdAt,
  };
}
