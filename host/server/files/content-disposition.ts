import { safeFileName } from './safe-file-name';

/**
 * Characters RFC 5987's attr-char allows unencoded; encodeURIComponent leaves four more ('()*) that must be
 * encoded in filename*.
 */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The plain-ASCII name for clients that ignore filename*: accents dropped ('è' → 'e'), anything else outside
 * printable ASCII and the characters that would end the quoted string or be percent-decoded by some browsers
 * ('"', '\', '%') replaced by '_'.
 */
function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
}

/**
 * A Content-Disposition value per RFC 6266: the ASCII fallback in filename, and the exact UTF-8 name in
 * filename* whenever the fallback had to change it.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const name = safeFileName(fileName);
  const fallback = asciiFallback(name);
  const value = `${disposition}; filename="${fallback}"`;
  return fallback === name ? value : `${value}; filename*=UTF-8''${encodeExtValue(name)}`;
}

const EXT_FILE_NAME = /(?:^|;)\s*filename\*\s*=\s*utf-8'[^']*'([^;\s]+)/i;
const FILE_NAME = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i;

/**
 * The file name an uploader put in a request's Content-Disposition header (filename* preferred, as RFC 6266
 * asks), or undefined. The caller still passes it through safeFileName.
 */
export function fileNameFromContentDisposition(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const extended = EXT_FILE_NAME.exec(header)?.[1];
  if (extended !== undefined) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // Malformed percent-encoding: fall back to the plain parameter.
    }
  }
  const plain = FILE_NAME.exec(header);
  if (!plain) return undefined;
  return plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2];
}
