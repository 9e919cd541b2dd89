import { addDays, isCalendarDay, stopOfDay, stopSpans } from '../server/travel-days';

describe('travel days', () => {
  it('accepts real calendar days only', () => {
    expect(['2028-02-29', '2026-12-31'].map(isCalendarDay)).toEqual([true, true]);
    expect(['2026-02-29', '2026-13-01', '2026-1-01', '2026-04-31'].map(isCalendarDay)).toEqual([false, false, false, false]);
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('holds each stop from its day (the first from the start) to the day before the next, the last to the end', () => {
    const stops = [{ date: '2026-05-03' }, { date: '2026-05-06' }, { date: '2026-05-06' }, { date: '2026-05-08' }];

    expect(stopSpans(stops, '2026-05-01', '2026-05-10').map(({ from, to }) => [from, to])).toEqual([
      ['2026-05-01', '2026-05-05'],
      ['2026-05-06', '2026-05-06'],
      ['2026-05-06', '2026-05-07'],
      ['2026-05-08', '2026-05-10'],
    ]);
  });

  it("finds today's stop as the spans do", () => {
    const stops = [{ date: '2026-05-03' }, { date: '2026-05-06' }, { date: '2026-05-06' }, { date: '2026-05-08' }];
    const spans = stopSpans(stops, '2026-05-01', '2026-05-10');

    for (let day = '2026-05-01'; day <= '2026-05-10'; day = addDays(day, 1)) {
      const holding = spans.filter((span) => span.from <= day && day <= span.to).pop()?.stop;
      expect(stopOfDay(stops, day)).toBe(holding);
    }
  });
});
