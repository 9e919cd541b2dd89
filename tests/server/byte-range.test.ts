import { parseRangeHeader, rangeNotSatisfiable, resolveByteRange } from '../../host/server/files/byte-range';
import { FILE_MESSAGES } from '../../host/server/files/file-messages';

test.each([
  [undefined, undefined],
  ['bytes=0-99', { start: 0, end: 99 }],
  ['bytes=100-', { start: 100 }],
  ['bytes=-500', { suffix: 500 }],
  ['Bytes = 5 - 9', { start: 5, end: 9 }],
  ['bytes=9-5', undefined],
  ['bytes=-', undefined],
  ['bytes=0-1,5-6', undefined],
  ['items=0-1', undefined],
  ['bytes=a-b', undefined],
])('Range %p parses to %p', (header, expected) => {
  expect(parseRangeHeader(header)).toEqual(expected);
});

test('ranges resolve against the size', () => {
  expect(resolveByteRange({ start: 0 }, 10)).toEqual({ start: 0, end: 9 });
  expect(resolveByteRange({ start: 3, end: 100 }, 10)).toEqual({ start: 3, end: 9 });
  expect(resolveByteRange({ suffix: 50 }, 10)).toEqual({ start: 0, end: 9 });
  expect(resolveByteRange({ suffix: 4 }, 10)).toEqual({ start: 6, end: 9 });
  expect(resolveByteRange({ suffix: 0 }, 10)).toBeUndefined();
  expect(resolveByteRange({ start: 10 }, 10)).toBeUndefined();
  expect(resolveByteRange({ start: 0 }, 0)).toBeUndefined();
  expect(resolveByteRange({ suffix: 1 }, 0)).toBeUndefined();
  expect(() => resolveByteRange({ start: 5, end: 2 }, 10)).toThrow(RangeError);
});

test('the 416 names the real size in its Content-Range', () => {
  const error = rangeNotSatisfiable(1234);
  expect(error.statusCode).toBe(416);
  expect(error).toMatchObject(FILE_MESSAGES.rangeNotSatisfiable(1234));
  expect(error.headers).toEqual({ 'content-range': 'bytes */1234' });
});
