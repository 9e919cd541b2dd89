import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@vigil/core';

const DATA_URI = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * Spec part 1 §5: the image is sent only when it is a data URI (a URL the server already has means "unchanged").
 * Only the avatar types the server accepts count.
 */
export function isImageDataUri(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATA_URI.exec(value);
  return !!match && (AVATAR_TYPES as readonly string[]).includes(match[1] ?? '');
}

/** Bytes the base64 payload decodes to, without decoding it (the limit is on the image, not on its text). */
export function decodedSize(dataUri: string): number {
  const payload = dataUri.slice(dataUri.indexOf(',') + 1);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

/** Spec part 2 §5: a decoded size over the limit is refused before anything is sent. */
export function isWithinAvatarLimit(dataUri: string): boolean {
  return decodedSize(dataUri) <= AVATAR_MAX_BYTES;
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
