import { movedByOthers } from '../../../host/web/routing/scroll-restoration';

// Back holds the reader's place while the page settles, with the browser's scroll anchoring off, and lets go as
// soon as anything but the page's clamp at its bottom moves it.
const before = { height: 3000, viewport: 500, scrollY: 1210 };

test('a move with the page at the same height is someone else\'s (a scroll bar dragged, scrollIntoView)', () => {
  expect(movedByOthers(before, { ...before, scrollY: 700 })).toBe(true);
});

test('the page\'s own scroll to the top is someone else\'s, whatever the height does in the same frame', () => {
  // The sticky header regrows at the top.
  expect(movedByOthers(before, { ...before, height: 3036, scrollY: 0 })).toBe(true);
  // A block swaps its loader for shorter content at that moment (the likeliest cause of a CI failure).
  expect(movedByOthers(before, { ...before, height: 2900, scrollY: 0 })).toBe(true);
});

test('a page that grows or shrinks, with anchoring off, leaves the position alone: nobody moved it', () => {
  expect(movedByOthers(before, { ...before, height: 3400 })).toBe(false);
  expect(movedByOthers(before, { ...before, height: 2800 })).toBe(false);
});

test('a page that gets too short for the position clamps it to its bottom: put back once it grows again', () => {
  expect(movedByOthers(before, { ...before, height: 1500, scrollY: 1000 })).toBe(false);
});

test('no move at all is nobody\'s', () => {
  expect(movedByOthers(before, before)).toBe(false);
});
