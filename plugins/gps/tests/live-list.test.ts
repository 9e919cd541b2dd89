import { nextShown, shownPeople, type ListChoice } from '../web/list-order';
import { mergeTracked } from '../web/use-tracked-people';
import { PEOPLE, trackedPerson } from './gps-fixtures';

const BY_NAME: ListChoice = { order: 'nameAsc', project: null, query: '' };
const BY_STATUS: ListChoice = { order: 'status', project: null, query: '' };
const names = (list: ReadonlyArray<{ name: string }>): string[] => list.map((entry) => entry.name);

describe('live changes that show nothing new', () => {
  it('answer the same list and the same people, so nothing re-renders', () => {
    const [ada] = PEOPLE;
    const same = trackedPerson({ id: 1, lat: ada?.lat ?? 0, lng: ada?.lng ?? 0, fix_time: ada?.fix_time ?? null, status: 'secure' });
    expect(mergeTracked(PEOPLE, [same])).toBe(PEOPLE);
    expect(mergeTracked(PEOPLE, [])).toBe(PEOPLE);
    // An older fix is no change either.
    expect(mergeTracked(PEOPLE, [trackedPerson({ id: 1, lat: 1, lng: 1, fix_time: '2026-11-27T09:00:00.000Z' })])).toBe(PEOPLE);
  });

  it('replace only the person who changed', () => {
    const merged = mergeTracked(PEOPLE, [trackedPerson({ id: 2, lat: 1, lng: 2 })]);
    expect(merged).not.toBe(PEOPLE);
    expect(merged[0]).toBe(PEOPLE[0]);
    expect(merged[1]).toMatchObject({ id: 2, lat: 1, lng: 2 });
    expect(merged[2]).toBe(PEOPLE[2]);
  });
});

describe('the shown list after a live change', () => {
  it('keeps the order without sorting again when only positions moved, with each person as they are now', () => {
    const first = nextShown(null, PEOPLE, BY_NAME);
    expect(names(first.shown)).toEqual(['Ada', 'Bruno', 'Carla', 'Dario']);
    const moved = mergeTracked(PEOPLE, [trackedPerson({ id: 3, lat: 1, lng: 2, status: 'sos', sos: { id: 9, raised_at: '2026-11-27T08:00:00.000Z' } })]);
    const sort = jest.spyOn(Array.prototype, 'sort');
    const next = nextShown(first, moved, BY_NAME);
    expect(sort).not.toHaveBeenCalled();
    sort.mockRestore();
    expect(names(next.shown)).toEqual(['Ada', 'Bruno', 'Carla', 'Dario']);
    expect(next.shown[2]).toBe(moved[2]);
    expect(nextShown(next, moved, BY_NAME)).toBe(next);
  });

  it('orders anew when a status changes under the status order, a person leaves, or the choice changes', () => {
    const first = nextShown(null, PEOPLE, BY_STATUS);
    expect(names(first.shown)).toEqual(['Carla', 'Dario', 'Bruno', 'Ada']);
    const alarmed = mergeTracked(PEOPLE, [trackedPerson({ id: 1, status: 'sos', sos: { id: 11, raised_at: '2026-11-27T07:00:00.000Z' } })]);
    expect(names(nextShown(first, alarmed, BY_STATUS).shown)).toEqual(['Ada', 'Carla', 'Dario', 'Bruno']);
    const left = mergeTracked(PEOPLE, [trackedPerson({ id: 2, tracking: false })]);
    expect(names(nextShown(first, left, BY_STATUS).shown)).toEqual(['Carla', 'Dario', 'Ada']);
    const searched = { ...BY_STATUS, query: 'ada' };
    expect(nextShown(first, PEOPLE, searched).shown).toEqual(shownPeople(PEOPLE, searched));
  });
});
