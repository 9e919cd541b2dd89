import { between, type Random } from './seeded-random';

/**
 * Which devices go quiet (stop sending, as a phone out of coverage or out of battery) and when: the share of
 * `count` given, rounded, each falling silent somewhere between a third and two thirds of the run. Answers, per
 * device, the second it stops sending, or null for one that keeps on.
 */
export function quietSchedule(count: number, share: number, durationSeconds: number, random: Random): (number | null)[] {
  const quiet = Math.round(count * Math.min(1, Math.max(0, share)));
  const order = Array.from({ length: count }, (_, index) => index);
  // Fisher–Yates, so which devices go quiet is spread over the protocols of a mixed run.
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    const swapped = order[other] as number;
    order[other] = order[index] as number;
    order[index] = swapped;
  }
  const stops: (number | null)[] = new Array<number | null>(count).fill(null);
  for (const device of order.slice(0, quiet)) stops[device] = between(random, durationSeconds / 3, (2 * durationSeconds) / 3);
  return stops;
}
