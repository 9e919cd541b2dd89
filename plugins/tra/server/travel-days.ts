/** Days as the travel tables keep them: YYYY-MM-DD text, compared as text, counted in UTC. */

const DAY_MS = 86_400_000;

/** Whether the text names a real calendar day (2026-02-30 does not). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The day (UTC) of this moment. */
export function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function today(): string {
  return dayOf(Date.now());
}

/** The day `days` after (or before, when negative) this one. */
export function addDays(day: string, days: number): string {
  return dayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
}

/** A stop's day and where it stands in its itinerary. */
export interface StopDay {
  date: string;
}

/**
 * The days each stop holds, in itinerary order: from its day (the first from the travel's start) until the day
 * before the next stop's (a stop the traveller only passes through holds its own day), the last until the end.
 */
export function stopSpans<S extends StopDay>(stops: readonly S[], startDate: string, endDate: string): Array<{ stop: S; from: string; to: string }> {
  return stops.map((stop, index) => {
    const next = stops[index + 1];
    const from = index === 0 && startDate < stop.date ? startDate : stop.date;
    const to = next === undefined ? endDate : next.date > stop.date ? addDays(next.date, -1) : stop.date;
    return { stop, from, to: to < from ? from : to };
  });
}

/**
 * The stop that holds on `day` for a travel whose dates include it: the last whose day has come, else the first
 * (it holds from the travel's start): stopSpans' answer for an itinerary in day order (as saved), without building
 * the spans, since Locate asks it of every traveller.
 */
export function stopOfDay<S extends StopDay>(stops: readonly S[], day: string): S | undefined {
  let holding: S | undefined = stops[0];
  for (const stop of stops) {
    if (stop.date > day) break;
    holding = stop;
  }
  return holding;
}
