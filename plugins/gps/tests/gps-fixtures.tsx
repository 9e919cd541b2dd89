import type { EmployeeAlert, EmployeeDetail } from '@vigil/core';
import type { MapsService } from '@vigil/web-sdk';
import type { TrackedPerson, TrackPoint } from '../../tracking/contract/tracked-person';
import type { GpsEmployee } from '../contract';

/** A person of the list; the signed-in test user is id 1. */
export function person(change: Partial<GpsEmployee> & Pick<GpsEmployee, 'id' | 'name'>): GpsEmployee {
  return {
    surname: 'Rossi',
    employee_id: null,
    media: null,
    building: [],
    lat: 45.46,
    lng: 9.19,
    areYou: false,
    status: 'secure',
    sos: null,
    fix_time: '2026-11-27T10:00:00.000Z',
    ...change,
  };
}

export const PEOPLE: GpsEmployee[] = [
  person({ id: 1, name: 'Ada', surname: 'Tester', employee_id: 'E-10', areYou: true, building: [{ label: 'Milan office', value: 3 }] }),
  person({ id: 2, name: 'Bruno', employee_id: 'E-2', status: 'unreachable', lat: 41.9, lng: 12.5 }),
  person({
    id: 3,
    name: 'Carla',
    employee_id: 'E-7',
    status: 'sos',
    sos: { id: 9, raised_at: '2026-11-27T08:00:00.000Z' },
    building: [
      { label: 'Milan office', value: 3 },
      { label: 'Rome site', value: 4 },
    ],
  }),
  person({ id: 4, name: 'Dario', status: 'geofences', lat: null, lng: null, building: [{ label: 'Rome site', value: 4 }] }),
];

export function trackedPerson(change: Partial<TrackedPerson> & Pick<TrackedPerson, 'id'>): TrackedPerson {
  return {
    tracking: true,
    paused: false,
    lat: 45.47,
    lng: 9.2,
    fix_time: '2026-11-27T11:00:00.000Z',
    accuracy: 12,
    battery: 80,
    status: 'secure',
    sos: null,
    version: 2,
    ...change,
  };
}

export const TRACK_POINT: TrackPoint = {
  id: 51,
  lat: 45.464211,
  lng: 9.190123,
  fix_time: '2026-11-27T11:00:00.000Z',
  received_at: '2026-11-27T11:00:01.000Z',
  source: 'osmand',
  speed: 10,
  course: 90,
  accuracy: 12.4,
  battery: 76,
  alarm: null,
};

/** A plain message of the detail's alerts. */
export function alert(change: Pick<EmployeeAlert, 'id' | 'content' | 'last_update' | 'isRead'>): EmployeeAlert {
  const none = { image: null, sender: null, date: null, airport: null, location: null, driver: null, driverDetail: null, company: null, vhl: null };
  return { kind: 'message', ...none, ...change };
}

export const DETAIL: EmployeeDetail = {
  id: 3,
  name: 'Carla',
  surname: 'Rossi',
  username: 'carla.rossi.with.a.very.long.name',
  email: 'carla@example.test',
  phone: '+39 02 1234567',
  foreign_phone: '',
  language: 'en',
  media: null,
  last_login: null,
  areYou: false,
  alerts: [
    alert({ id: 1, content: 'Your pickup is at gate 4', last_update: '2026-11-26T09:00:00.000Z', isRead: true }),
    alert({ id: 2, content: 'Stay indoors tonight', last_update: '2026-11-27T09:00:00.000Z', isRead: false }),
  ],
  docs: [],
  nationality: { id: 380, name: 'Italy' },
  employee_id: 'E-7',
  permission: [{ label: 'GPS', value: 'gps' }],
  building: [{ label: 'Milan office', value: 3 }],
  isTrackingEnable: true,
  politicalriskvisible: false,
  hidden: false,
  registration_date: '2026-01-05T08:00:00.000Z',
};

/** The offline map, its countries never arriving: the markers are placed all the same, and no late update follows a test. */
export const OFFLINE_MAP: MapsService = { markerEngine: async () => 'offline', loadGeometry: () => new Promise(() => undefined) };
