import { defineEndpoint, NoInput, Schema, type AnyEndpoint, type Static } from '@vigil/core';
import { PERSON_STATUSES } from '../../tracking/contract/tracked-person';
import { GPS_PERMISSIONS } from './permissions';

export * from './permissions';
// The platform calls the module asks for (its manifest's platformCalls), where `vigil smoke` finds them.
export { GPS_PLATFORM_CALLS as platformCalls } from './permissions';

/**
 * The most people /Gps lists: issue 20 seeds up to 10,000 tracked demo staff, and the page is measured with them
 * all (map and list), so the list is the whole company's tracked staff, not a capped page of it.
 */
export const GPS_LIST_MAX = 10_000;

/** Spec part 2 §3 Employee (GPS list), with the tracking module's status, open SOS and time of the latest fix. */
export const GpsEmployee = Schema.Object({
  id: Schema.Integer(),
  name: Schema.String(),
  surname: Schema.String(),
  /** The platform code (id_employee), or null. */
  employee_id: Schema.Nullable(Schema.String()),
  /** Image URL, or null. */
  media: Schema.Nullable(Schema.String()),
  /** The person's projects, sorted by label. */
  building: Schema.Array(Schema.Object({ label: Schema.String(), value: Schema.Integer() }), { maxItems: 500 }),
  /** The latest fix; null before the first one. */
  lat: Schema.Nullable(Schema.Number()),
  lng: Schema.Nullable(Schema.Number()),
  /** True for the signed-in user's own entry. */
  areYou: Schema.Boolean(),
  status: Schema.Union(PERSON_STATUSES.map((status) => Schema.Literal(status))),
  sos: Schema.Nullable(Schema.Object({ id: Schema.Integer(), raised_at: Schema.String() })),
  /** When the latest fix was taken (ISO), or null. */
  fix_time: Schema.Nullable(Schema.String()),
});
export type GpsEmployee = Static<typeof GpsEmployee>;

/**
 * A bare array, as the platform's other employee lists answer (/companies/getEmployees, the quiz's lists); the
 * spec's §7 row says only "employee list".
 */
export const getEmployeesOnTracking = defineEndpoint({
  id: 'gps.getEmployeesOnTracking',
  backend: 'legacy',
  method: ['GET', 'POST'],
  path: '/companies/getEmployeesOnTracking',
  summary: "The company's employees on tracking, with their latest position and status, sorted by name",
  description: 'Recorded as a look at each listed position but the viewer\'s own (the person sees who looked on /Tracking).',
  access: { allowed: GPS_PERMISSIONS },
  input: NoInput,
  answer: Schema.Array(GpsEmployee, { maxItems: GPS_LIST_MAX }),
  smoke: {},
});

/** Every call of the module, for discovery (OpenAPI, smoke, the host's suites). */
export const endpoints: readonly AnyEndpoint[] = [getEmployeesOnTracking];
