import { projectsOf, shownPeople } from '../web/list-order';
import { mergeTracked } from '../web/use-tracked-people';
import { shownUsername } from '../web/username';
import { PEOPLE, person, trackedPerson } from './gps-fixtures';

const names = (list: ReadonlyArray<{ name: string }>): string[] => list.map((entry) => entry.name);

describe('the /Gps list order, filter and search', () => {
  it('orders by name and code both ways, people without a code last', () => {
    expect(names(shownPeople(PEOPLE, { order: 'nameAsc', project: null, query: '' }))).toEqual(['Ada', 'Bruno', 'Carla', 'Dario']);
    expect(names(shownPeople(PEOPLE, { order: 'nameDesc', project: null, query: '' }))).toEqual(['Dario', 'Carla', 'Bruno', 'Ada']);
    expect(names(shownPeople(PEOPLE, { order: 'codeAsc', project: null, query: '' }))).toEqual(['Bruno', 'Carla', 'Ada', 'Dario']);
    expect(names(shownPeople(PEOPLE, { order: 'codeDesc', project: null, query: '' }))).toEqual(['Ada', 'Carla', 'Bruno', 'Dario']);
  });

  it('orders by status: SOS (oldest first), Geofences, Unreachable, Secure', () => {
    const people = [...PEOPLE, person({ id: 5, name: 'Elena', status: 'sos', sos: { id: 2, raised_at: '2026-11-27T06:00:00.000Z' } })];
    expect(names(shownPeople(people, { order: 'status', project: null, query: '' }))).toEqual(['Elena', 'Carla', 'Dario', 'Bruno', 'Ada']);
  });

  it('filters by project and searches every word of the name, ignoring case and accents', () => {
    expect(names(shownPeople(PEOPLE, { order: 'nameAsc', project: 4, query: '' }))).toEqual(['Carla', 'Dario']);
    expect(names(shownPeople(PEOPLE, { order: 'nameAsc', project: null, query: 'rossi DAR' }))).toEqual(['Dario']);
    expect(names(shownPeople([person({ id: 6, name: 'Niccolò' })], { order: 'nameAsc', project: null, query: 'niccolo' }))).toEqual(['Niccolò']);
    expect(projectsOf(PEOPLE)).toEqual([{ value: 3, label: 'Milan office' }, { value: 4, label: 'Rome site' }]);
  });
});

describe('live changes and the username rule', () => {
  it('merges position, status, SOS and fix time by id, and drops a person whose tracking was switched off', () => {
    const merged = mergeTracked(PEOPLE, [
      trackedPerson({ id: 2, status: 'sos', sos: { id: 4, raised_at: '2026-11-27T11:00:00.000Z' }, lat: 1, lng: 2 }),
      trackedPerson({ id: 4, tracking: false }),
      trackedPerson({ id: 99 }),
    ]);
    expect(merged.map((entry) => entry.id)).toEqual([1, 2, 3]);
    expect(merged[1]).toMatchObject({ name: 'Bruno', status: 'sos', lat: 1, lng: 2, sos: { id: 4 }, fix_time: '2026-11-27T11:00:00.000Z' });
  });

  it('never moves a person back to an older fix', () => {
    const [ada] = mergeTracked(PEOPLE, [trackedPerson({ id: 1, lat: 1, lng: 1, fix_time: '2026-11-27T09:00:00.000Z' })]);
    expect(ada).toMatchObject({ lat: 45.46, lng: 9.19, fix_time: '2026-11-27T10:00:00.000Z' });
  });

  it('truncates a username longer than 24 characters to its first 15', () => {
    expect(shownUsername('a'.repeat(24))).toBe('a'.repeat(24));
    expect(shownUsername('abcdefghijklmnopqrstuvwxy')).toBe('abcdefghijklmno…');
  });
});
