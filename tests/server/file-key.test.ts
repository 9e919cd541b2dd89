import { checkFileKey, isValidFileKey, newFileKey } from '../../host/server/files/file-key';
import { FILE_MESSAGES } from '../../host/server/files/file-messages';

test('generated keys are random, 128 bits and safe in a path or URL', () => {
  const keys = new Set(Array.from({ length: 200 }, () => newFileKey()));
  expect(keys.size).toBe(200);
  for (const key of keys) {
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(isValidFileKey(key)).toBe(true);
  }
});

test('given keys may be paths of plain segments', () => {
  for (const key of ['a', 'courses/12/intro.mp4', 'photos/2025-01/IMG_0001.jpeg', 'x/y/z_1-2.tar.gz', 'a'.repeat(512)]) {
    expect(isValidFileKey(key)).toBe(true);
    expect(checkFileKey(key)).toBe(key);
  }
});

test.each([
  ['empty', ''],
  ['parent', '..'],
  ['parent segment', 'a/../../etc/passwd'],
  ['leading parent', '../secret.pdf'],
  ['dots inside', 'a..b'],
  ['current dir', './a'],
  ['hidden', 'a/.env'],
  ['absolute', '/etc/passwd'],
  ['trailing slash', 'a/'],
  ['empty segment', 'a//b'],
  ['backslash', 'a\\b'],
  ['windows path', 'C:\\Windows\\win.ini'],
  ['drive', 'C:'],
  ['NUL', 'a\u0000b'],
  ['newline', 'a\nb'],
  ['DEL', 'a\u007fb'],
  ['space', 'a b'],
  ['non-ASCII', 'résumé.pdf'],
  ['encoded traversal', '%2e%2e/a'],
  ['too long', 'a'.repeat(513)],
])('rejects %s', (_name, key) => {
  expect(isValidFileKey(key)).toBe(false);
  expect(() => checkFileKey(key)).toThrow(FILE_MESSAGES.invalidKey.message);
});
