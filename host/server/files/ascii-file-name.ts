/**
 * The plain-ASCII name for clients that ignore filename*: accents dropped ('è' → 'e'), anything else outside
 * printable ASCII and the characters that would end the quoted string or be percent-decoded by some browsers
 * ('"', '\', '%') replaced by '_'. The content-disposition package's own fallback only puts '?' for non-ASCII.
 */
export function asciiFileName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
}
