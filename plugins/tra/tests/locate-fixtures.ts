import type { MapsService } from '@vigil/web-sdk';
import type { LocateAnswer, LocatedTraveller } from '../contract';

/** The offline map, its countries never arriving: markers are placed all the same, and no late update follows a test. */
export const OFFLINE_MAP: MapsService = { markerEngine: async () => 'offline', loadGeometry: () => new Promise(() => undefined) };

export const ITALY = { id: 5, name: 'Italy' };
export const NIGERIA = { id: 12, name: 'Nigeria' };

export function traveller(change: Partial<LocatedTraveller> & Pick<LocatedTraveller, 'travel_id' | 'name'>): LocatedTraveller {
  return { customer_id: change.travel_id + 100, lat: 41.9, lng: 12.5, at: 'position', country_id: ITALY.id, detected_at: '2026-11-28T09:30:00.000Z', ...change };
}

/** Ada in Rome and Carla in Milan by their positions; Bruno planned in Lagos (no position yet). */
export const PEOPLE: LocatedTraveller[] = [
  traveller({ travel_id: 1, name: 'Ada Tester', lat: 41.9, lng: 12.5 }),
  traveller({ travel_id: 2, name: 'Bruno Rossi', lat: 6.45, lng: 3.39, at: 'itinerary', country_id: NIGERIA.id, detected_at: null }),
  traveller({ travel_id: 3, name: 'Carla Rossi', lat: 45.46, lng: 9.19 }),
];

export const LOCATE: LocateAnswer = { people: PEOPLE, countries: [NIGERIA, ITALY] };
