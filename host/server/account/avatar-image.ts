import { AVATAR_MAX_BYTES, AVATAR_TYPES, PICTURE_MAX_MB } from '../../core/form-rules';
import { HttpError } from '../http-error';
import { serverMessage } from '../../core/server-messages';

export type AvatarType = (typeof AVATAR_TYPES)[number];

export interface AvatarImage {
  type: AvatarType;
  bytes: Buffer;
}

export const AVATAR_EXTENSIONS: Readonly<Record<AvatarType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The image as the web host's cropper sends it: a base64 data URI (spec part 1 §5, account image). */
const DATA_URI = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]*={0,2})$/;

/** First bytes of each format: the declared type must be the real one, so nothing else is served as an image. */
function hasMagic(type: AvatarType, bytes: Buffer): boolean {
  switch (type) {
    case 'image/png':
      return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/jpeg':
      return bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
    case 'image/webp':
      return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  }
}

/** Decoded size of base64 text, computed before decoding so an oversized image costs no buffer. */
function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** Checks and decodes an avatar (or a message's image) data URI; every refusal is a 400 naming `field`. */
export function decodeAvatar(media: string, field = 'media'): AvatarImage {
  // A '+' the client forgot to escape arrives as a space in a form body; base64 has no spaces, so restore it.
  const match = DATA_URI.exec(media.replace(/ /g, '+').trim());
  const type = match?.[1] as AvatarType | undefined;
  const base64 = match?.[2] ?? '';
  if (!type || !AVATAR_TYPES.includes(type) || base64.length % 4 !== 0) {
    throw new HttpError(400, serverMessage('imageFormat'), field);
  }
  if (decodedLength(base64) > AVATAR_MAX_BYTES) {
    throw new HttpError(400, serverMessage('imageTooBig', { max: PICTURE_MAX_MB }), field);
  }
  const bytes = Buffer.from(base64, 'base64');
  if (!hasMagic(type, bytes)) throw new HttpError(400, serverMessage('imageContent'), field);
  return { type, bytes };
}

// Declared beside the image rules in host/core, where the endpoint declarations that carry an avatar read it.
export { AVATAR_BODY_LIMIT_BYTES } from '../../core/form-rules';
