import { contactHref, employeesIn, indexPeople, locateMarkers, parseTravels, peopleInArea } from '../web/locate-people';
import { PEOPLE, traveller } from './locate-fixtures';

/** 10,000 travellers on a 100 × 100 grid over 0..99° east, 0..49.5° north; the same person on two travels now and then. */
function crowd(): ReturnType<typeof traveller>[] {
  const people = [];
  for (let index = 0; index < 10_000; index += 1) {
    people.push(traveller({ travel_id: index + 1, customer_id: index === 1007 ? 8 : index + 1, name: `P${index}`, lat: Math.floor(index / 100) / 2, lng: index % 100 }));
  }
  return people;
}

describe('the Locate selection', () => {
  it('finds the people inside a box, edges included, and across the antimeridian', () => {
    const index = indexPeople(PEOPLE);
    expect(peopleInArea(index, { north: 48, south: 38, west: 5, east: 15 })).toEqual([0, 2]);
    expect(peopleInArea(index, { north: 41.9, south: 6.45, west: 3.39, east: 12.5 })).toEqual([0, 1]);
    const far = indexPeople([traveller({ travel_id: 1, name: 'Fiji', lat: -17.7, lng: 178.4 }), traveller({ travel_id: 2, name: 'Samoa', lat: -13.8, lng: -172.1 })]);
    expect(peopleInArea(far, { north: 0, south: -30, west: 170, east: -170 })).toEqual([0, 1]);
    expect(peopleInArea(far, { north: 0, south: -30, west: -175, east: 175 })).toEqual([1]);
  });

  // How long the count takes, from the release to the painted figure, is measured by `npm run bench`.
  it('counts 2,000 of 10,000 travels, each employee once', () => {
    const people = crowd();
    const index = indexPeople(people);
    const chosen = peopleInArea(index, { north: 9.5, south: 0, west: 0, east: 99 });
    expect(chosen).toHaveLength(2000);
    // Travels 8 and 1008 are the same person's: employees, not travels, are counted.
    expect(employeesIn(people, chosen)).toBe(1999);
  });

  it('labels a planned location as such and keeps the travel id as the marker id', () => {
    const markers = locateMarkers(PEOPLE, (name) => `${name} (planned location)`);
    expect(markers.map((marker) => [marker.id, marker.name])).toEqual([
      [1, 'Ada Tester'],
      [2, 'Bruno Rossi (planned location)'],
      [3, 'Carla Rossi'],
    ]);
    expect(markers[0]!.tone).not.toEqual(markers[1]!.tone);
  });

  it('writes and reads the travels of the contact address', () => {
    expect(contactHref(undefined, [1, 3])).toBe('/Tra/Locate/contact?travels=1,3');
    expect(contactHref('5', [])).toBe('/Tra/Locate/5/contact');
    expect(parseTravels('3, 1,,x,-2,1.5,3')).toEqual([3, 1]);
    expect(parseTravels(null)).toEqual([]);
  });
});
