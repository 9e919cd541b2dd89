import { OFFICE_DOCUMENT_TYPES } from '../../core/office-document-types';
import { HttpError } from '../http-error';
import { FILE_MESSAGES } from './file-messages';

/**
 * The kinds of file the platform accepts. Each has a signature that sniff-content-type.ts recognises: a type
 * whose bytes cannot be checked is not listed, so no policy can let one through.
 */
export const FILE_CONTENT_TYPES = [
  'application/pdf',
  'video/mp4',
  'video/webm',
  'image/png',
  'image/jpeg',
  'image/webp',
  'text/vtt',
  // Office documents (issue 21's documents).
  ...OFFICE_DOCUMENT_TYPES,
] as const;

export type FileContentType = (typeof FILE_CONTENT_TYPES)[number];

/** Names a stored file gets when the uploader gave none. */
export const FILE_EXTENSIONS: Readonly<Record<FileContentType, string>> = {
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'text/vtt': 'vtt',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.ms-powerpoint': 'ppt',
};

/** What an upload may be: refused with 413 past maxBytes, 415 outside contentTypes or when its bytes disagree. */
export interface FilePolicy {
  maxBytes: number;
  contentTypes: readonly FileContentType[];
}

export const DEFAULT_MAX_FILE_BYTES = 200 * 1024 * 1024;

export const DEFAULT_FILE_POLICY: FilePolicy = { maxBytes: DEFAULT_MAX_FILE_BYTES, contentTypes: FILE_CONTENT_TYPES };

const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

/**
 * The declared type of an upload (a Content-Type value, parameters allowed) when the policy accepts it;
 * otherwise a 415. Only the declaration is checked here: the bytes are checked while they stream.
 */
export function allowedContentType(policy: FilePolicy, declared: string | undefined): FileContentType {
  const mediaType = declared?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType === '') throw new HttpError(415, FILE_MESSAGES.typeMissing);
  const allowed = policy.contentTypes.find((type) => type === mediaType);
  if (allowed) return allowed;
  // A malformed header is not echoed back: it could be anything the client chose to send.
  const shown = MEDIA_TYPE.test(mediaType) && mediaType.length <= 100 ? mediaType : 'this type';
  throw new HttpError(415, FILE_MESSAGES.typeNotAllowed(shown, policy.contentTypes));
}
