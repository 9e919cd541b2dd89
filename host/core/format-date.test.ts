import { formatDate, formatDay } from './format-date';

it('formats in GMT +0 with English weekday and month abbreviations', () => {
  expect(formatDate('2025-02-03T10:20:00.000Z')).toBe('Mon, 03 Feb 2025, 10:20');
  // 23:30 in New York is already the next day in GMT.
  expect(formatDate('2025-12-31T23:30:00-05:00')).toBe('Thu, 01 Jan 2026, 04:30');
});

it("formats in the reader's language, still in GMT +0", () => {
  expect(formatDate('2025-02-03T10:20:00.000Z', 'it')).toBe('lun 03 feb 2025, 10:20');
  expect(formatDate('2025-12-31T23:30:00-05:00', 'it')).toBe('gio 01 gen 2026, 04:30');
  expect(formatDay('2026-11-28T10:00:00.000Z', 'it')).toBe('28 nov 2026');
  expect(formatDay('2026-11-28T10:00:00.000Z')).toBe('28 Nov 2026');
});

it('shows a value that is not a date as it came', () => {
  expect(formatDate('not a date')).toBe('not a date');
  expect(formatDay('not a date', 'it')).toBe('not a date');
});
