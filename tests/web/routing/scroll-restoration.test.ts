import { movedByOthers } from '../../../host/web/routing/scroll-restoration';

// Back holds the reader's place while the page settles, and lets go as soon as anything but the page's growth
// moves it.
const before = { height: 3000, scrollY: 1210 };

test('a move with the page at the same height is someone else\'s (a scroll bar dragged, scrollIntoView)', () => {
  expect(movedByOthers(before, { height: 3000, scrollY: 700 })).toBe(true);
});

test('the page\'s own scroll to the top is someone else\'s, though the header regrows in the same frame', () => {
  expect(movedByOthers(before, { height: 3036, scrollY: 0 })).toBe(true);
});

test('a block above the reader that grows moves the page down by about as much, and is put back', () => {
  expect(movedByOthers(before, { height: 3400, scrollY: 1610 })).toBe(false);
  // Seen in Chromium: the block of people in risk countries replacing its loader.
  expect(movedByOthers(before, { height: 3400, scrollY: 1621 })).toBe(false);
});

test('a block above the reader that shrinks moves the page up, and is put back', () => {
  expect(movedByOthers(before, { height: 2800, scrollY: 1010 })).toBe(false);
});

test('a page that grows below the reader, or shrinks and clamps the position at its bottom, is put back', () => {
  expect(movedByOthers(before, { height: 3600, scrollY: 1210 })).toBe(false);
  expect(movedByOthers(before, { height: 2500, scrollY: 1000 })).toBe(false);
});

test('no move at all is nobody\'s', () => {
  expect(movedByOthers(before, before)).toBe(false);
});
