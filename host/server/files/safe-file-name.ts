import { FILE_EXTENSIONS, type FileContentType } from './file-policy';

const MAX_FILE_NAME_LENGTH = 200;

/**
 * Control characters, and the invisible format characters among which are the bidirectional overrides that
 * make 'invoice\u202Efdp.exe' display as 'invoiceexe.pdf'.
 */
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}]/gu;

/**
 * A display name for a stored file, taken from what an uploader sent: the last path segment (browsers and some
 * clients send 'C:\fakepath\x.pdf'), without control or direction-changing characters, at most 200 characters.
 * It is only ever shown or offered as a download name, never used as a path.
 */
export function safeFileName(name: string | undefined, contentType?: FileContentType): string {
  const last = (name ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = Array.from(last.normalize('NFC').replace(UNSAFE_CHARACTERS, '').trim())
    .slice(0, MAX_FILE_NAME_LENGTH)
    .join('')
    .trim();
  if (cleaned !== '') return cleaned;
  return contentType ? `file.${FILE_EXTENSIONS[contentType]}` : 'file';
}
