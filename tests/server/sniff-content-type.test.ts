import { FILE_CONTENT_TYPES } from '../../host/server/files/file-policy';
import { sniffContentType } from '../../host/server/files/sniff-content-type';
import { SAMPLES } from './support/file-storage-backends';

test.each(FILE_CONTENT_TYPES.map((type) => [type]))('%s is recognised by its first bytes', (type) => {
  expect(sniffContentType(SAMPLES[type])).toBe(type);
});

test('signatures: WebVTT with a BOM, a HEIC photo is not an mp4, near misses are nothing', () => {
  expect(sniffContentType(Buffer.from('\ufeffWEBVTT - captions\n'))).toBe('text/vtt');
  expect(sniffContentType(Buffer.from('WEBVTT'))).toBe('text/vtt');
  expect(sniffContentType(Buffer.from('WEBVTTX\n'))).toBeUndefined();
  expect(sniffContentType(Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'))).toBeUndefined();
  expect(sniffContentType(Buffer.from('\0\0\0\x18ftypmp42\0\0\0\0mp42isom', 'latin1'))).toBe('video/mp4');
  expect(sniffContentType(Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1'))).toBeUndefined();
  expect(sniffContentType(Buffer.from('<html><script>alert(1)</script>'))).toBeUndefined();
  expect(sniffContentType(Buffer.from(' %PDF-1.4'))).toBeUndefined();
});
