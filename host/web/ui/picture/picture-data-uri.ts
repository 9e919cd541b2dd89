import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../../core/form-rules';

const DATA_URI = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * Spec part 1 §5: an image is sent only when it is a data URI (a URL the server already has means "unchanged").
 * Only the picture types the server accepts (the avatar's, which messages share) count.
 */
export function isImageDataUri(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATA_URI.exec(value);
  return !!match && (AVATAR_TYPES as readonly string[]).includes(match[1] ?? '');
}

/** The first bytes of each accepted picture type (the server checks the same: host/server/files). */
const SIGNATURES: readonly ((head: Uint8Array) => boolean)[] = [
  (head) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => head[index] === byte),
  (head) => [0xff, 0xd8, 0xff].every((byte, index) => head[index] === byte),
  (head) => ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP',
];

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.slice(start, end));
}

/**
 * Whether the data URI's content starts like a PNG, JPEG or WebP picture. A file's type comes from its name, so
 * a text file named photo.png passes isImageDataUri; this tells it apart before anything is cropped or sent.
 */
export function hasImageSignature(dataUri: string): boolean {
  // 16 base64 characters are 12 bytes: enough for the longest signature (WebP).
  const payload = dataUri.slice(dataUri.indexOf(',') + 1, dataUri.indexOf(',') + 17);
  let head: Uint8Array;
  try {
    head = Uint8Array.from(atob(payload), (character) => character.charCodeAt(0));
  } catch {
    return false;
  }
  return SIGNATURES.some((matches) => matches(head));
}

/** Bytes the base64 payload decodes to, without decoding it (the limit is on the image, not on its text). */
export function decodedSize(dataUri: string): number {
  const payload = dataUri.slice(dataUri.indexOf(',') + 1);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

/** Spec part 2 §5: a decoded size over the limit (2 MiB, the avatar's, unless given) is refused before anything is sent. */
export function isWithinPictureLimit(dataUri: string, maxBytes: number = AVATAR_MAX_BYTES): boolean {
  return decodedSize(dataUri) <= maxBytes;
}

/** Reads a chosen file as a data URI. */
export function readAsDataUri(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** What a chosen file turned out to be: a picture to crop, or why it is refused. */
export type ChosenPicture = { ok: true; dataUri: string } | { ok: false; refusal: 'unreadable' | 'tooBig' };

/**
 * Reads a file the user chose and checks it as the server will: a PNG, JPEG or WebP by its type and its first
 * bytes (notes.png is not a picture), no more than `maxBytes` decoded. Said before any crop opens or upload starts.
 */
export async function readChosenPicture(file: Blob, maxBytes: number = AVATAR_MAX_BYTES): Promise<ChosenPicture> {
  const dataUri = await readAsDataUri(file).catch(() => null);
  if (!dataUri || !isImageDataUri(dataUri) || !hasImageSignature(dataUri)) return { ok: false, refusal: 'unreadable' };
  if (!isWithinPictureLimit(dataUri, maxBytes)) return { ok: false, refusal: 'tooBig' };
  return { ok: true, dataUri };
}
