import { AVATAR_MAX_BYTES } from '@vigil/core';
import { decodedSize, isImageDataUri, isWithinAvatarLimit } from '../web/data-uri';

const base64Of = (bytes: number): string => Buffer.alloc(bytes).toString('base64');

describe('avatar data URIs', () => {
  it('counts the decoded bytes, padding included', () => {
    for (const bytes of [0, 1, 2, 3, 4, 1000]) {
      expect(decodedSize(`data:image/png;base64,${base64Of(bytes)}`)).toBe(bytes);
    }
  });

  it('accepts up to 2 MiB of decoded image and no more', () => {
    expect(isWithinAvatarLimit(`data:image/png;base64,${base64Of(AVATAR_MAX_BYTES)}`)).toBe(true);
    expect(isWithinAvatarLimit(`data:image/png;base64,${base64Of(AVATAR_MAX_BYTES + 1)}`)).toBe(false);
  });

  it('counts only base64 data URIs of the avatar types as pictures to send', () => {
    expect(isImageDataUri(`data:image/png;base64,${base64Of(3)}`)).toBe(true);
    expect(isImageDataUri(`data:image/jpeg;base64,${base64Of(3)}`)).toBe(true);
    expect(isImageDataUri(`data:image/svg+xml;base64,${base64Of(3)}`)).toBe(false);
    expect(isImageDataUri('/media/avatar-7.jpg?v=1')).toBe(false);
    expect(isImageDataUri('https://example.test/me.png')).toBe(false);
    expect(isImageDataUri(undefined)).toBe(false);
  });
});
