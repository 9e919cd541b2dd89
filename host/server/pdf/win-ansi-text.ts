import anyAscii from 'any-ascii';

/** WinAnsiEncoding's codes 0x80-0x9F, where it differs from Latin-1 (whose codes there are control characters). */
const WIN_ANSI_EXTRA: Readonly<Record<string, number>> = {
  '\u20ac': 0x80, '\u201a': 0x82, '\u0192': 0x83, '\u201e': 0x84, '\u2026': 0x85, '\u2020': 0x86, '\u2021': 0x87,
  '\u02c6': 0x88, '\u2030': 0x89, '\u0160': 0x8a, '\u2039': 0x8b, '\u0152': 0x8c, '\u017d': 0x8e, '\u2018': 0x91,
  '\u2019': 0x92, '\u201c': 0x93, '\u201d': 0x94, '\u2022': 0x95, '\u2013': 0x96, '\u2014': 0x97, '\u02dc': 0x98,
  '\u2122': 0x99, '\u0161': 0x9a, '\u203a': 0x9b, '\u0153': 0x9c, '\u017e': 0x9e, '\u0178': 0x9f,
};

/**
 * Greek 'ου' is one sound, 'ou' in both ELOT 743 and ISO 843 (Παπαδόπουλος → Papadopoulos); any-ascii goes letter
 * by letter and would write 'oy'.
 */
const GREEK_OU = /[Οο][ΥυΎύ]/g;
const latinOu = (pair: string): string => (pair === pair.toUpperCase() ? 'OU' : pair.startsWith('Ο') ? 'Ou' : 'ou');

/** The WinAnsi byte of one character, or undefined when the standard fonts cannot show it. */
export function winAnsiByte(char: string): number | undefined {
  const extra = WIN_ANSI_EXTRA[char];
  if (extra !== undefined) return extra;
  const code = char.codePointAt(0) ?? 0;
  return char.length === 1 && ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) ? code : undefined;
}

/**
 * `text` as the PDF's Helvetica (WinAnsiEncoding) can print it. Every character the font has stays as it is
 * (the 'ó' of 'Wróbel', the 'á' of 'Dvořák'); any other is transliterated by any-ascii, which decomposes accented letters
 * and knows the letters that do not decompose and other scripts ('Ł' → 'L', 'ř' → 'r', Greek and Cyrillic to
 * Latin, '東京' → 'DongJing'). A control character becomes a space; a character nothing transliterates (an
 * unassigned or private-use code point) is left out rather than printed as '?'.
 */
export function winAnsiText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(GREEK_OU, latinOu)) {
    if (winAnsiByte(char) !== undefined) {
      out += char;
      continue;
    }
    if (/^[\p{Cc}]$/u.test(char)) {
      out += ' ';
      continue;
    }
    for (const ascii of anyAscii(char)) if (winAnsiByte(ascii) !== undefined) out += ascii;
  }
  return out;
}
