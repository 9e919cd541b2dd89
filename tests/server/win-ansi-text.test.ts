import { winAnsiByte, winAnsiText } from '../../host/server/pdf/win-ansi-text';

test("the font's own characters stay, WinAnsi's extra ones included", () => {
  expect(winAnsiText('Café – “quoted” … 5 € • Œuvre Ÿ š')).toBe('Café – “quoted” … 5 € • Œuvre Ÿ š');
  expect(['€', 'Š', 'ž', '—', '™'].map(winAnsiByte)).toEqual([0x80, 0x8a, 0x9e, 0x97, 0x99]);
  expect(winAnsiByte('é')).toBe(0xe9);
  expect(winAnsiByte('ł')).toBeUndefined();
  // Latin-1's control codes are not WinAnsi's printable 0x80-0x9F.
  expect(winAnsiByte('\u0085')).toBeUndefined();
});

test.each([
  ['Łukasz Wróbel', 'Lukasz Wróbel'],
  ['Jiří Dvořák', 'Jirí Dvorák'],
  ['Γιώργος Παπαδόπουλος', 'Giorgos Papadopoulos'],
  ['ΟΥΡΑΝΟΣ Ούζο', 'OURANOS Ouzo'],
  ['Юрий Гагарин', 'Yuriy Gagarin'],
  ['Đặng Thị Ngọc', 'Dang Thi Ngoc'],
  ['İstanbul Ağrı', 'Istanbul Agri'],
  ['東京', 'DongJing'],
  // Combining marks written apart are composed first: é stays é.
  ['Rene\u0301e', 'Renée'],
])('%s prints as %s', (name, printed) => {
  expect(winAnsiText(name)).toBe(printed);
});

test('a control character is a space; a character nothing transliterates is left out, never a ?', () => {
  expect(winAnsiText('line\tone\ntwo')).toBe('line one two');
  expect(winAnsiText('a\ue000b\u{10ffff}c')).toBe('abc');
});
