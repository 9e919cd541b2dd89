import { AVATAR_MAX_BYTES } from '@vigil/core';
import { decodedSize, hasImageSignature, isImageDataUri, isWithinPictureLimit } from '../../../../host/web/ui/picture/picture-data-uri';

const base64Of = (bytes: number): string => Buffer.alloc(bytes).toString('base64');

describe('picture data URIs', () => {
  it('counts the decoded bytes, padding included', () => {
    for (const bytes of [0, 1, 2, 3, 4, 1000]) {
      expect(decodedSize(`data:image/png;base64,${base64Of(bytes)}`)).toBe(bytes);
    }
  });

  it('accepts up to 2 MiB of decoded image and no more', () => {
    expect(isWithinPictureLimit(`data:image/png;base64,${base64Of(AVATAR_MAX_BYTES)}`)).toBe(true);
    expect(isWithinPictureLimit(`data:image/png;base64,${base64Of(AVATAR_MAX_BYTES + 1)}`)).toBe(false);
  });

  it('counts only base64 data URIs of the avatar types as pictures to send', () => {
    expect(isImageDataUri(`data:image/png;base64,${base64Of(3)}`)).toBe(true);
    expect(isImageDataUri(`data:image/jpeg;base64,${base64Of(3)}`)).toBe(true);
    expect(isImageDataUri(`data:image/svg+xml;base64,${base64Of(3)}`)).toBe(false);
    expect(isImageDataUri('/media/avatar-7.jpg?v=1')).toBe(false);
    expect(isImageDataUri('https://example.test/me.png')).toBe(false);
    expect(isImageDataUri(undefined)).toBe(false);
  });

  it("tells a picture from a file that only has a picture's name, by its first bytes", () => {
    const uri = (type: string, bytes: readonly number[] | string): string =>
      `data:${type};base64,${(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes)).toString('base64')}`;
    expect(hasImageSignature(uri('image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49]))).toBe(true);
    expect(hasImageSignature(uri('image/jpeg', [0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBe(true);
    expect(hasImageSignature(uri('image/webp', 'RIFF\x24\x00\x00\x00WEBPVP8 '))).toBe(true);
    expect(hasImageSignature(uri('image/png', 'These are my notes, not a picture.'))).toBe(false);
    expect(hasImageSignature(uri('image/webp', 'RIFF\x24\x00\x00\x00WAVEfmt '))).toBe(false);
    expect(hasImageSignature(`data:image/png;base64,${base64Of(16)}`)).toBe(false);
    expect(hasImageSignature('data:image/png;base64,')).toBe(false);
  });
});
