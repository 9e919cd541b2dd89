import { FILE_CONTENT_TYPES } from '../../host/server/files/file-policy';
import { looksLike, sniffContentType } from '../../host/server/files/sniff-content-type';
import { SAMPLES } from './support/file-storage-backends';
import { minimalZip, OLE_FILE, officeOpenXml } from './support/office-samples';

const OLE_TYPES = ['application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint'];
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test.each(FILE_CONTENT_TYPES.filter((type) => !OLE_TYPES.includes(type)).map((type) => [type]))('%s is recognised by its first bytes', (type) => {
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

test('Office Open XML: a ZIP with [Content_Types].xml and its folder, each kind by its own folder', () => {
  expect(looksLike(officeOpenXml('word'), DOCX)).toBe(true);
  expect(looksLike(officeOpenXml('word'), XLSX)).toBe(false);
  expect(looksLike(officeOpenXml('xl'), XLSX)).toBe(true);
  // A ZIP without the content types, or naming word/ only inside a file's text, is no document.
  expect(sniffContentType(minimalZip({ 'word/document.xml': '<root/>' }))).toBeUndefined();
  expect(sniffContentType(minimalZip({ '[Content_Types].xml': '<Types/>', 'notes.txt': 'see word/document.xml' }))).toBeUndefined();
  expect(sniffContentType(Buffer.from('PK\x05\x06'.padEnd(22, '\0'), 'latin1'))).toBeUndefined();
});

test('legacy doc, xls and ppt share the OLE header: each declared type is accepted on it, nothing else is', () => {
  expect(OLE_TYPES.map((type) => looksLike(OLE_FILE, type as never))).toEqual([true, true, true]);
  expect(sniffContentType(OLE_FILE)).toBe('application/msword');
  expect(looksLike(SAMPLES['application/pdf'], 'application/msword')).toBe(false);
  expect(looksLike(OLE_FILE.subarray(0, 7), 'application/vnd.ms-excel')).toBe(false);
});
