import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@vigil/core';

/** The message image's limit in MB, as its refusal says it ('Image size is greater than 2Mb'). */
export const IMAGE_MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

const DATA_URI = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** The first bytes of each accepted picture type (the server checks the same). */
const SIGNATURES: readonly ((head: Uint8Array) => boolean)[] = [
  (head) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => head[index] === byte),
  (head) => [0xff, 0xd8, 0xff].every((byte, index) => head[index] === byte),
  (head) => String.fromCharCode(...head.slice(0, 4)) === 'RIFF' && String.fromCharCode(...head.slice(8, 12)) === 'WEBP',
];

/**
 * Whether a chosen file's data URI is a PNG, JPEG or WebP the server takes: its declared type and its first bytes
 * (a text file named photo.png is not a picture). The same checks as the account's avatar, which is another plugin's.
 */
export function isPictureDataUri(dataUri: string): boolean {
  const match = DATA_URI.exec(dataUri);
  if (!match || !(AVATAR_TYPES as readonly string[]).includes(match[1] ?? '')) return false;
  try {
    const head = Uint8Array.from(atob((match[2] ?? '').slice(0, 16)), (character) => character.charCodeAt(0));
    return SIGNATURES.some((matches) => matches(head));
  } catch {
    return false;
  }
}

/** Spec part 2 §5: the decoded size, not the text's, is held to the limit. */
export function isWithinImageLimit(dataUri: string): boolean {
  const payload = dataUri.slice(dataUri.indexOf(',') + 1);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding <= AVATAR_MAX_BYTES;
}

export function readAsDataUri(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
