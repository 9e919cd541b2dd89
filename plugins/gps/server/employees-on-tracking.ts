import type { Kysely } from 'kysely';
import { capList, inChunks, type Database, type EndpointHandler } from '@vigil/server-sdk';
import { PERSON_STATUSES, type TrackingServerFunctions, type TrackedPerson } from '../../tracking/contract';
import { GPS_LIST_MAX, type GpsEmployee, type getEmployeesOnTracking } from '../contract';


interface PersonRow {
  id: number;
  name: string;
  surname: string;
  employee_code: string | null;
  image: string | null;
}

/** The company's customers among `ids`, with their names and codes: the company boundary is the query's. */
async function companyPeople(db: Kysely<Database>, companyId: number, ids: readonly number[]): Promise<PersonRow[]> {
  const rows: PersonRow[] = [];
  for (const part of inChunks(ids)) {
    rows.push(
      ...(await db
        .selectFrom('customers')
        .select(['id', 'name', 'surname', 'employee_code', 'image'])
        .where('company_id', '=', companyId)
        .where('id', 'in', part)
        .execute()),
    );
  }
  return rows;
}

/** The projects of each customer (spec: building {label, value}), by customer id, sorted by label. */
async function projectsOf(db: Kysely<Database>, companyId: number, ids: readonly number[]): Promise<Map<number, GpsEmployee['building']>> {
  const byCustomer = new Map<number, GpsEmployee['building']>();
  for (const part of inChunks(ids)) {
    const rows = await db
      .selectFrom('customer_buildings')
      .innerJoin('buildings', 'buildings.id', 'customer_buildings.building_id')
      .select(['customer_buildings.customer_id', 'buildings.id', 'buildings.label'])
      .where('buildings.company_id', '=', companyId)
      .where('customer_buildings.customer_id', 'in', part)
      .execute();
    for (const row of rows) byCustomer.set(row.customer_id, [...(byCustomer.get(row.customer_id) ?? []), { label: row.label, value: row.id }]);
  }
  for (const list of byCustomer.values()) list.sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return byCustomer;
}

/** One list item: the platform's person joined with the tracking module's position and status. */
function listItem(row: PersonRow, person: TrackedPerson, projects: GpsEmployee['building'], viewerId: number): GpsEmployee {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    employee_id: row.employee_code,
    media: row.image,
    building: projects,
    lat: person.lat,
    lng: person.lng,
    areYou: row.id === viewerId,
    status: person.status,
    sos: person.sos,
    fix_time: person.fix_time,
  };
}

/**
 * /companies/getEmployeesOnTracking (spec part 2 §7): the company's people on tracking, by name. Positions and
 * statuses come from the tracking module; names, codes, images and projects from the platform's tables, read only
 * for the viewer's company. Every listed position but the viewer's own is recorded as looked at.
 */
export function employeesOnTracking(db: Kysely<Database>, tracking: TrackingServerFunctions): EndpointHandler<typeof getEmployeesOnTracking> {
  return async ({ user, reply }) => {
    const people = await tracking.peopleOnTracking(user.companyId);
    const byId = new Map(people.map((person) => [person.id, person]));
    const rows = await companyPeople(db, user.companyId, [...byId.keys()]);
    const byName = (a: PersonRow, b: PersonRow): number => a.name.localeCompare(b.name, 'en') || a.surname.localeCompare(b.surname, 'en') || a.id - b.id;
    // Over the cap, the people who need help are kept first (PERSON_STATUSES runs SOS, Geofences, Unreachable, Secure).
    const rank = (row: PersonRow): number => PERSON_STATUSES.indexOf(byId.get(row.id)?.status ?? 'secure');
    const listed = capList([...rows].sort((a, b) => rank(a) - rank(b) || byName(a, b)), GPS_LIST_MAX, reply).sort(byName);
    const projects = await projectsOf(db, user.companyId, listed.map((row) => row.id));
    const items = listed.flatMap((row) => {
      const person = byId.get(row.id);
      return person ? [listItem(row, person, projects.get(row.id) ?? [], user.id)] : [];
    });
    const seen = items.filter((item) => !item.areYou).map((item) => item.id);
    if (seen.length > 0) await tracking.recordViews(user.companyId, user.id, seen, 'list');
    return items;
  };
}
