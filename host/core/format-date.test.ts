import { formatDate } from './format-date';

it('formats in GMT +0 with English weekday and month abbreviations', () => {
  expect(formatDate('2025-02-03T10:20:00.000Z')).toBe('Mon, 03 Feb 2025, 10:20');
  // 23:30 in New York is already the next day in GMT.
  expect(formatDate('2025-12-31T23:30:00-05:00')).toBe('Thu, 01 Jan 2026, 04:30');
});

it('shows a value that is not a date as it came', () => {
  expect(formatDate('not a date')).toBe('not a date');
});
