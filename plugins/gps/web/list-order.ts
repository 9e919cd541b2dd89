import { searchKey } from '@vigil/web-sdk';
import type { PersonStatus } from '../../tracking/contract/tracked-person';
import type { GpsEmployee } from '../contract';

/** The list's orders (spec part 2 §2): name or code, each both ways, or status. */
export const LIST_ORDERS = ['nameAsc', 'nameDesc', 'codeAsc', 'codeDesc', 'status'] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];

/** Issue 20: the status order puts SOS first, then Geofences, Unreachable, Secure. */
export const STATUS_RANK: Readonly<Record<PersonStatus, number>> = { sos: 0, geofences: 1, unreachable: 2, secure: 3 };

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function displayName(person: Pick<GpsEmployee, 'name' | 'surname'>): string {
  return `${person.name} ${person.surname}`.trim();
}

/** Display names by person: a sort of 10,000 compares each person a dozen times, and joins the name once. */
const names = new WeakMap<GpsEmployee, string>();

function nameOf(person: GpsEmployee): string {
  let name = names.get(person);
  if (name === undefined) names.set(person, (name = displayName(person)));
  return name;
}

function byName(a: GpsEmployee, b: GpsEmployee): number {
  return collator.compare(nameOf(a), nameOf(b)) || a.id - b.id;
}

/** People without a code go last whichever way the codes run. */
function byCode(a: GpsEmployee, b: GpsEmployee, direction: 1 | -1): number {
  if (!a.employee_id || !b.employee_id) return (a.employee_id ? -1 : b.employee_id ? 1 : 0) || byName(a, b);
  return direction * collator.compare(a.employee_id, b.employee_id) || byName(a, b);
}

const COMPARE: Readonly<Record<ListOrder, (a: GpsEmployee, b: GpsEmployee) => number>> = {
  nameAsc: byName,
  nameDesc: (a, b) => byName(b, a),
  codeAsc: (a, b) => byCode(a, b, 1),
  codeDesc: (a, b) => byCode(a, b, -1),
  // Within a status, the oldest SOS first (it has waited longest), then by name.
  status: (a, b) =>
    STATUS_RANK[a.status] - STATUS_RANK[b.status] || (a.sos?.raised_at ?? '').localeCompare(b.sos?.raised_at ?? '') || byName(a, b),
};

export interface ListChoice {
  order: ListOrder;
  /** A project id, or null for every project. */
  project: number | null;
  query: string;
}

/** The people the list shows: of the chosen project, whose name holds every word searched, in the chosen order. */
export function shownPeople(people: readonly GpsEmployee[], choice: ListChoice): GpsEmployee[] {
  const words = searchKey(choice.query).split(/\s+/).filter(Boolean);
  return people
    .filter((person) => choice.project === null || person.building.some((building) => building.value === choice.project))
    .filter((person) => {
      if (words.length === 0) return true;
      const name = searchKey(displayName(person));
      return words.every((word) => name.includes(word));
    })
    .sort(COMPARE[choice.order]);
}

/** A list as shown: the people and choice it was ordered from, and the result. */
export interface ShownList {
  people: readonly GpsEmployee[];
  choice: ListChoice;
  shown: GpsEmployee[];
}

function sameChoice(a: ListChoice, b: ListChoice): boolean {
  return a.order === b.order && a.project === b.project && a.query === b.query;
}

/** Whether two lists hold the same people in the same places, alike in all that filters and orders them. */
function sameRanking(before: readonly GpsEmployee[], after: readonly GpsEmployee[], order: ListOrder): boolean {
  if (before.length !== after.length) return false;
  for (let index = 0; index < after.length; index += 1) {
    const a = before[index] as GpsEmployee;
    const b = after[index] as GpsEmployee;
    if (a === b) continue;
    if (a.id !== b.id || a.name !== b.name || a.surname !== b.surname || a.employee_id !== b.employee_id || a.building !== b.building) return false;
    if (order === 'status' && (a.status !== b.status || a.sos?.raised_at !== b.sos?.raised_at)) return false;
  }
  return true;
}

/**
 * The list to show after a change: ordered anew only when what orders or filters it changed. A live position
 * changes nobody's place, so with 10,000 people it costs a walk over the list instead of a sort: the previous
 * order, with each person as they are now.
 */
export function nextShown(previous: ShownList | null, people: readonly GpsEmployee[], choice: ListChoice): ShownList {
  if (previous && sameChoice(previous.choice, choice)) {
    if (previous.people === people) return previous;
    if (sameRanking(previous.people, people, choice.order)) {
      const now = new Map<number, GpsEmployee>();
      for (const person of people) now.set(person.id, person);
      return { people, choice, shown: previous.shown.map((person) => now.get(person.id) ?? person) };
    }
  }
  return { people, choice, shown: shownPeople(people, choice) };
}

/** The projects of the listed people, once each, by label: the filter's choices. */
export function projectsOf(people: readonly GpsEmployee[]): Array<{ label: string; value: number }> {
  const byId = new Map<number, string>();
  for (const person of people) for (const building of person.building) byId.set(building.value, building.label);
  return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => collator.compare(a.label, b.label));
}
