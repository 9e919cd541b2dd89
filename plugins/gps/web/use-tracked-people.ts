import { useCallback, useEffect, useRef, useState } from 'react';
import { TOKENS, useLiveTopic, useLoad, useService, type LoadState } from '@vigil/web-sdk';
import { PEOPLE_TOPIC, type TrackedPerson } from '../../tracking/contract/tracked-person';
import { getEmployeesOnTracking, type GpsEmployee } from '../contract';

/**
 * Live changes merged into the list (by id): position, status, open SOS and fix time. A person the list does not
 * hold is left out (a newly tracked person appears on the next load: the topic carries no name or project); a
 * change whose fix is older than the one shown never moves the person back.
 */
export function mergeTracked(people: readonly GpsEmployee[], changes: readonly TrackedPerson[]): GpsEmployee[] {
  const byId = new Map(changes.map((change) => [change.id, change]));
  if (byId.size === 0) return [...people];
  return people.flatMap((person) => {
    const change = byId.get(person.id);
    if (!change) return [person];
    // Tracking switched off (and no SOS open): the person leaves the list, as the server's list would leave them out.
    if (!change.tracking && !change.sos) return [];
    if (person.fix_time && change.fix_time && change.fix_time < person.fix_time) return [person];
    return [{ ...person, lat: change.lat, lng: change.lng, status: change.status, sos: change.sos, fix_time: change.fix_time }];
  });
}

export type TrackedPeople = LoadState<GpsEmployee[]> & { retry: () => void };

/**
 * The people on tracking of /Gps, loaded once and kept current: the one place live updates come in. Tracking's
 * PEOPLE_TOPIC sends the current state, then what changes (after a lost connection, what changed meanwhile); both
 * are merged by id, so the list and the map, which both read this hook, follow without a reload. A snapshot is
 * merged, not taken whole: it carries no names or projects, which the list call adds. Items that arrive before
 * the list are kept, newest per person, and merged into it when it lands.
 */
export function useTrackedPeople(): TrackedPeople {
  const api = useService(TOKENS.Api);
  const load = useLoad(() => api.call(getEmployeesOnTracking), 'people');
  const [people, setPeople] = useState<GpsEmployee[] | null>(null);
  const early = useRef(new Map<number, TrackedPerson>());
  const loaded = load.status === 'ready' ? load.data : null;

  useEffect(() => {
    if (!loaded) return setPeople(null);
    setPeople(mergeTracked(loaded, [...early.current.values()]));
    early.current.clear();
  }, [loaded]);

  const apply = useCallback((items: TrackedPerson[]) => {
    setPeople((current) => {
      if (current) return mergeTracked(current, items);
      for (const item of items) early.current.set(item.id, item);
      return current;
    });
  }, []);
  useLiveTopic<TrackedPerson>(PEOPLE_TOPIC, apply);

  if (load.status !== 'ready') return load;
  return { status: 'ready', data: people ?? [...load.data], retry: load.retry };
}
