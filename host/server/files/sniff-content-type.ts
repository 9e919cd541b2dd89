import type { FileContentType } from './file-policy';

/** Enough leading bytes for every signature below (WebP needs 12, WebVTT with a BOM and its separator 10). */
export const SNIFF_BYTES = 16;

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

const SIGNATURES: Readonly<Record<FileContentType, (head: Buffer) => boolean>> = {
  'application/pdf': (head) => startsWith(head, '%PDF-'),
  'video/mp4': (head) =>
    startsWith(head, 'ftyp', 4) && head.length >= 12 && !IMAGE_BRANDS.has(head.toString('latin1', 8, 12)),
  'video/webm': (head) => startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]),
  'image/png': (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  'image/webp': (head) => startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8),
  'text/vtt': isWebVtt,
};

/** Whether the first bytes of a file (up to SNIFF_BYTES; fewer only when the file is that short) are of this type. */
export function looksLike(head: Buffer, type: FileContentType): boolean {
  return SIGNATURES[type](head);
}

/** The accepted type these first bytes belong to, if any. The signatures do not overlap. */
export function sniffContentType(head: Buffer): FileContentType | undefined {
  return (Object.keys(SIGNATURES) as FileContentType[]).find((type) => SIGNATURES[type](head));
}
