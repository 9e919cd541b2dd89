import { useCallback, useEffect, useRef, useState } from 'react';
import { TOKENS, useLiveTopic, useLoad, useService, type LoadState } from '@vigil/web-sdk';
import { PEOPLE_TOPIC, type TrackedPerson } from '../../tracking/contract/tracked-person';
import { getEmployeesOnTracking, type GpsEmployee } from '../contract';

/** Whether a change would show nothing new for the person: the same place, status, SOS and fix. */
function unchanged(person: GpsEmployee, change: TrackedPerson): boolean {
  return (
    person.lat === change.lat &&
    person.lng === change.lng &&
    person.status === change.status &&
    person.fix_time === change.fix_time &&
    (person.sos?.id ?? null) === (change.sos?.id ?? null) &&
    (person.sos?.raised_at ?? null) === (change.sos?.raised_at ?? null)
  );
}

/**
 * Live changes merged into the list (by id): position, status, open SOS and fix time. A person the list does not
 * hold is left out (a newly tracked person appears on the next load: the topic carries no name or project); a
 * change whose fix is older than the one shown never moves the person back. A person a change leaves as they were
 * stays the same object, and when nobody changed the list itself is answered: with 10,000 people, the snapshot
 * that follows the list's load, and repeated states, re-render nothing.
 */
export function mergeTracked(people: readonly GpsEmployee[], changes: readonly TrackedPerson[]): GpsEmployee[] {
  const byId = new Map(changes.map((change) => [change.id, change]));
  if (byId.size === 0) return people as GpsEmployee[];
  let changed = false;
  const merged: GpsEmployee[] = [];
  for (const person of people) {
    const change = byId.get(person.id);
    if (!change) {
      merged.push(person);
      continue;
    }
    // Tracking switched off (and no SOS open): the person leaves the list, as the server's list would leave them out.
    if (!change.tracking && !change.sos) {
      changed = true;
      continue;
    }
    if ((person.fix_time && change.fix_time && change.fix_time < person.fix_time) || unchanged(person, change)) {
      merged.push(person);
      continue;
    }
    changed = true;
    merged.push({ ...person, lat: change.lat, lng: change.lng, status: change.status, sos: change.sos, fix_time: change.fix_time });
  }
  return changed ? merged : (people as GpsEmployee[]);
}

export type TrackedPeople = LoadState<GpsEmployee[]> & { retry: () => void };

/** Schedules `run` for the next frame (a timer where the page has no frames, as in a hidden tab's tests). */
function nextFrame(run: () => void): () => void {
  if (typeof requestAnimationFrame === 'function') {
    const frame = requestAnimationFrame(run);
    return () => cancelAnimationFrame(frame);
  }
  const timer = setTimeout(run, 16);
  return () => clearTimeout(timer);
}

/**
 * The people on tracking of /Gps, loaded once and kept current: the one place live updates come in. Tracking's
 * PEOPLE_TOPIC sends the current state, then what changes (after a lost connection, what changed meanwhile); both
 * are merged by id, so the list and the map, which both read this hook, follow without a reload. A snapshot is
 * merged, not taken whole: it carries no names or projects, which the list call adds. Items that arrive before
 * the list are kept, newest per person, and merged into it when it lands.
 *
 * Changes are applied at most once a frame: the first after a quiet frame at once, those that arrive within the
 * frame after it together at the next one. Hundreds of positions a second then cost one merge, one list and one
 * map update a frame, however many messages bring them.
 */
export function useTrackedPeople(): TrackedPeople {
  const api = useService(TOKENS.Api);
  const load = useLoad(() => api.call(getEmployeesOnTracking), 'people');
  const [people, setPeople] = useState<GpsEmployee[] | null>(null);
  const early = useRef(new Map<number, TrackedPerson>());
  const pending = useRef(new Map<number, TrackedPerson>());
  const cancelFrame = useRef<(() => void) | null>(null);
  const loaded = load.status === 'ready' ? load.data : null;

  useEffect(() => {
    if (!loaded) return setPeople(null);
    setPeople(mergeTracked(loaded, [...early.current.values()]));
    early.current.clear();
  }, [loaded]);

  const flush = useCallback(() => {
    const items = [...pending.current.values()];
    pending.current.clear();
    setPeople((current) => {
      if (current) return mergeTracked(current, items);
      for (const item of items) early.current.set(item.id, item);
      return current;
    });
  }, []);

  const apply = useCallback(
    (items: TrackedPerson[]) => {
      for (const item of items) {
        // The newest state of a person wins, in the order the server sent them.
        pending.current.delete(item.id);
        pending.current.set(item.id, item);
      }
      if (cancelFrame.current) return;
      flush();
      // The frame after a flush gathers what arrives meanwhile; a frame with nothing new ends the batching.
      const gather = (): void => {
        if (pending.current.size === 0) {
          cancelFrame.current = null;
          return;
        }
        flush();
        cancelFrame.current = nextFrame(gather);
      };
      cancelFrame.current = nextFrame(gather);
    },
    [flush],
  );
  useEffect(() => () => cancelFrame.current?.(), []);
  useLiveTopic<TrackedPerson>(PEOPLE_TOPIC, apply);

  if (load.status !== 'ready') return load;
  // The loaded list itself until the first merge: the same array the merge answers when nothing changed, so the
  // list and the map are not built twice for 10,000 people.
  return { status: 'ready', data: people ?? (load.data as GpsEmployee[]), retry: load.retry };
}
