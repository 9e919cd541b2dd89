import { HttpError } from '@vigil/server-sdk';
import { DOC_DATA_URL_PREFIX_MAX, DOC_FILE_MAX_BYTES, DOC_FILE_TYPES, type DocFileType } from '../contract';
import { docsMessage } from './docs-message';

export interface DecodedFile {
  type: DocFileType;
  bytes: Buffer;
}

const PREFIX = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)(?:;[a-z0-9=._-]+)*;base64,/i;

/**
 * The wizard's file (spec part 2 §3: a data URL): its declared type, which must be one of DOC_FILE_TYPES (415), and
 * its bytes, at most DOC_FILE_MAX_BYTES (413). Whether the bytes are of that type is the file storage's check.
 * A 20 MB file is ~28 million characters (issue 21's bench): nothing here scans them with a pattern.
 */
export function decodeDataUrl(value: string): DecodedFile {
  const prefix = PREFIX.exec(value.slice(0, DOC_DATA_URL_PREFIX_MAX + 1));
  if (!prefix) throw notDataUrl();
  const declared = (prefix[1] ?? '').toLowerCase();
  const type = DOC_FILE_TYPES.find((accepted) => accepted === declared);
  if (!type) throw new HttpError(415, docsMessage('fileType'), 'file');
  const body = value.slice(prefix[0].length);
  // 4 characters carry 3 bytes: a body that cannot fit is refused before it is decoded.
  if (Math.floor(body.length / 4) * 3 > DOC_FILE_MAX_BYTES + 2) throw tooLarge();
  if (body.length % 4 !== 0) throw notDataUrl();
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  const bytes = Buffer.from(body, 'base64');
  // Buffer's decoder skips what is not base64 and stops at a '=' inside: either leaves fewer bytes than the text's
  // length promises. It also reads base64url's '-' and '_', which a data URL may not hold.
  if (bytes.length !== (body.length / 4) * 3 - padding || body.includes('-') || body.includes('_')) throw notDataUrl();
  if (bytes.length === 0) throw new HttpError(400, docsMessage('fileEmpty'), 'file');
  if (bytes.length > DOC_FILE_MAX_BYTES) throw tooLarge();
  return { type, bytes };
}

function notDataUrl(): HttpError {
  return new HttpError(400, docsMessage('dataUrl'), 'file');
}

function tooLarge(): HttpError {
  return new HttpError(413, docsMessage('fileTooLarge', { max: DOC_FILE_MAX_BYTES / (1024 * 1024) }), 'file');
}
