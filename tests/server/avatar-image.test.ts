import { AVATAR_MAX_BYTES } from '../../host/core/form-rules';
import { AVATAR_BODY_LIMIT_BYTES, decodeAvatar } from '../../host/server/account/avatar-image';
import { HttpError } from '../../host/server/http-error';
import { dataUri, imageBytes } from './support/account-fixtures';

function refusal(media: string): string {
  try {
    decodeAvatar(media);
  } catch (error) {
    if (error instanceof HttpError && error.field === 'media' && error.statusCode === 400) return error.message;
    throw error;
  }
  return 'accepted';
}

test('decodes each accepted type whose content matches', () => {
  for (const [kind, mime] of [['png', 'image/png'], ['jpeg', 'image/jpeg'], ['webp', 'image/webp']] as const) {
    const bytes = imageBytes(kind, 100);
    expect(decodeAvatar(dataUri(mime, bytes))).toEqual({ type: mime, bytes });
  }
});

test('restores a + that arrived as a space', () => {
  const bytes = Buffer.concat([imageBytes('png', 9), Buffer.from([0xfb, 0xef, 0xbe])]);
  const uri = dataUri('image/png', bytes);
  expect(uri).toContain('+');
  expect(decodeAvatar(uri.replace(/\+/g, ' ')).bytes.equals(bytes)).toBe(true);
});

test('refuses other types, bad base64, mismatched content and oversized images', () => {
  expect(refusal('data:image/svg+xml;base64,PHN2Zz4=')).toBe('The image must be a PNG, JPEG or WebP data URI');
  expect(refusal('data:image/png;base64,abc')).toBe('The image must be a PNG, JPEG or WebP data URI');
  expect(refusal('data:image/png,rawtext')).toBe('The image must be a PNG, JPEG or WebP data URI');
  expect(refusal(dataUri('image/jpeg', imageBytes('png')))).toBe('The image content does not match its type');
  expect(refusal(dataUri('image/png', Buffer.alloc(0)))).toBe('The image content does not match its type');
  expect(refusal(dataUri('image/png', imageBytes('png', AVATAR_MAX_BYTES)))).toBe('accepted');
  expect(refusal(dataUri('image/png', imageBytes('png', AVATAR_MAX_BYTES + 1)))).toBe('Image size is greater than 2Mb');
});

test('the body limit fits a 2 MiB image form-encoded, and not much more', () => {
  const encoded = new URLSearchParams({ media: dataUri('image/png', imageBytes('png', AVATAR_MAX_BYTES)), login_token: 'x'.repeat(43) }).toString();
  expect(encoded.length).toBeLessThan(AVATAR_BODY_LIMIT_BYTES);
  expect(AVATAR_BODY_LIMIT_BYTES).toBeLessThan(3.1 * 1024 * 1024);
});
