import type { FileContentType } from './file-policy';

/**
 * The leading bytes a streamed upload is held back for before its check. The fixed signatures need 16 at most
 * (WebP 12, WebVTT with a BOM and its separator 10); an Office Open XML file names its first entries there, and
 * the usual writers (Word, Excel, PowerPoint) put `[Content_Types].xml` and their folder within the first 4 KiB.
 * A file put whole (a Buffer) is judged on all its bytes, central directory included.
 */
export const SNIFF_BYTES = 4096;

function startsWith(head: Buffer, signature: string | readonly number[], offset = 0): boolean {
  const bytes = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return head.length >= offset + bytes.length && head.subarray(offset, offset + bytes.length).equals(bytes);
}

/**
 * HEIF and AVIF photos are ISO-BMFF files with an ftyp box too; their major brand tells them apart, so an
 * iPhone photo sent as video/mp4 is refused rather than stored as a video no player can show.
 */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']);

const UTF8_BOM = [0xef, 0xbb, 0xbf];

function isWebVtt(head: Buffer): boolean {
  const text = startsWith(head, UTF8_BOM) ? head.subarray(UTF8_BOM.length) : head;
  if (!startsWith(text, 'WEBVTT')) return false;
  // The WebVTT spec: the magic word ends the file or is followed by a space, a tab or a line break.
  const next = text[6];
  return next === undefined || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d;
}

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
/** The header of an OLE compound file: doc, xls and ppt share it, so their declared type is taken on trust. */
const OLE_HEADER = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const CONTENT_TYPES_ENTRY = Buffer.from('[Content_Types].xml', 'latin1');

/**
 * An Office Open XML file of one kind: a ZIP whose entry names, as its local headers (and, for a whole file, its
 * central directory) spell them, include `[Content_Types].xml` and the kind's folder (`word/`, `xl/`, `ppt/`).
 * A ZIP entry name is stored uncompressed, so the names are found in the bytes themselves.
 */
function officeOpenXml(folder: string): (head: Buffer) => boolean {
  const entry = Buffer.from(folder, 'latin1');
  return (head) => startsWith(head, ZIP_LOCAL_HEADER) && head.includes(CONTENT_TYPES_ENTRY) && hasEntryIn(head, entry);
}

/** Whether a local header (PK\x03\x04, name at 30) or a central one (PK\x01\x02, name at 46) names an entry in `folder`. */
function hasEntryIn(head: Buffer, folder: Buffer): boolean {
  for (let at = head.indexOf(folder); at !== -1; at = head.indexOf(folder, at + 1)) {
    const local = at >= 30 && head.readUInt32LE(at - 30) === 0x04034b50;
    const central = at >= 46 && head.readUInt32LE(at - 46) === 0x02014b50;
    if (local || central) return true;
  }
  return false;
}

const SIGNATURES: Readonly<Record<FileContentType, (head: Buffer) => boolean>> = {
  'application/pdf': (head) => startsWith(head, '%PDF-'),
  'video/mp4': (head) =>
    startsWith(head, 'ftyp', 4) && head.length >= 12 && !IMAGE_BRANDS.has(head.toString('latin1', 8, 12)),
  'video/webm': (head) => startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]),
  'image/png': (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  'image/webp': (head) => startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8),
  'text/vtt': isWebVtt,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': officeOpenXml('word/'),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': officeOpenXml('xl/'),
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': officeOpenXml('ppt/'),
  'application/msword': (head) => startsWith(head, OLE_HEADER),
  'application/vnd.ms-excel': (head) => startsWith(head, OLE_HEADER),
  'application/vnd.ms-powerpoint': (head) => startsWith(head, OLE_HEADER),
};

/** Whether the first bytes of a file (at least SNIFF_BYTES, or the whole file when shorter or put whole) are of this type. */
export function looksLike(head: Buffer, type: FileContentType): boolean {
  return SIGNATURES[type](head);
}

/**
 * The accepted type these first bytes belong to, if any. The signatures do not overlap but for the OLE files (doc,
 * xls, ppt), which share one header: those answer the first of them, application/msword.
 */
export function sniffContentType(head: Buffer): FileContentType | undefined {
  return (Object.keys(SIGNATURES) as FileContentType[]).find((type) => SIGNATURES[type](head));
}
