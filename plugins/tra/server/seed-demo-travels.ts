import { inChunks, type PluginSeedStep } from '@vigil/server-sdk';
import type { QuizServerFunctions } from '../../quiz/contract';
import type { TrackingServerFunctions } from '../../tracking/contract';
import { TRACKING_INTERVAL_DEFAULT_MS } from '../contract';
import { missingInductions } from './inductions';
import type { TraDatabase, TraTables, TravelsTable } from './tables';

/** What a seed step receives besides the database: the demo staff count and the plugins tra uses. */
type TraSeedServices = Parameters<PluginSeedStep<TraTables>['run']>[1];

/** The columns every seeded travel shares. */
type CommonColumns = Pick<TravelsTable, 'company_id' | 'reference_name' | 'reference_email' | 'reference_phone' | 'tracking_interval_ms' | 'created_at' | 'updated_at'>;
import { addDays, dayOf } from './travel-days';

/** A demo stop: a city by name in a country by ISO code, so many days after the travel's start. */
interface DemoStop {
  iso2: string;
  city: string;
  after: number;
}

/** A demo travel of one of the demo accounts, its days counted from the seeding day. */
interface DemoTravel {
  username: string;
  name: string;
  from: number;
  to: number;
  stops: DemoStop[];
  /** Registered by the traveller themselves, waiting for an admin. */
  pending?: boolean;
}

/**
 * The demo accounts' travels: past, current and future ones. The traveller's current one goes to Ghana, which has
 * no knowledge test (quiz's DEMO_TEST_COUNTRIES), so it stands approved; their next one, to Nigeria, waits.
 */
export const DEMO_TRAVELS: readonly DemoTravel[] = [
  { username: 'traveller', name: 'Lagos plant audit', from: -40, to: -33, stops: [{ iso2: 'NG', city: 'Lagos', after: 0 }] },
  { username: 'traveller', name: 'Accra project review', from: -2, to: 5, stops: [{ iso2: 'GH', city: 'Accra', after: 0 }, { iso2: 'GH', city: 'Kumasi', after: 4 }] },
  { username: 'traveller', name: 'Lagos plant handover', from: 20, to: 27, stops: [{ iso2: 'NG', city: 'Lagos', after: 0 }, { iso2: 'NG', city: 'Abuja', after: 5 }], pending: true },
  { username: 'chioma.okafor', name: 'Lagos plant shutdown', from: -3, to: 10, stops: [{ iso2: 'NG', city: 'Lagos', after: 0 }] },
  { username: 'budi.santoso', name: 'Jakarta office fit-out', from: -1, to: 6, stops: [{ iso2: 'ID', city: 'Jakarta', after: 0 }, { iso2: 'ID', city: 'Surabaya', after: 4 }] },
  { username: 'sofia.lindqvist', name: 'Nordic supplier visits', from: -4, to: 3, stops: [{ iso2: 'SE', city: 'Stockholm', after: 0 }, { iso2: 'IT', city: 'Milan', after: 5 }] },
  { username: 'marco.bianchi', name: 'Madrid trade fair', from: -60, to: -55, stops: [{ iso2: 'ES', city: 'Madrid', after: 0 }] },
  { username: 'marco.bianchi', name: 'Nairobi partner meeting', from: 12, to: 16, stops: [{ iso2: 'KE', city: 'Nairobi', after: 0 }] },
  { username: 'analyst', name: 'Tokyo risk seminar', from: 1, to: 4, stops: [{ iso2: 'JP', city: 'Tokyo', after: 0 }] },
];

/** Where the extra demo staff travel: each to the one of these nearest their newest position (else in turn). */
const STAFF_PLACES: readonly DemoStop[] = [
  { iso2: 'IT', city: 'Milan', after: 0 },
  { iso2: 'NG', city: 'Lagos', after: 0 },
  { iso2: 'ID', city: 'Jakarta', after: 0 },
  { iso2: 'SE', city: 'Stockholm', after: 0 },
  { iso2: 'GH', city: 'Accra', after: 0 },
  { iso2: 'ES', city: 'Madrid', after: 0 },
  { iso2: 'IT', city: 'Rome', after: 0 },
  { iso2: 'KE', city: 'Nairobi', after: 0 },
];

interface Place {
  country_id: number;
  city_id: number | null;
  lat: number | null;
  lng: number | null;
}

/** The demo places present in the geography: the most populous city of the name in its country, else the country. */
async function resolvePlaces(db: TraDatabase, stops: readonly DemoStop[]): Promise<Map<string, Place>> {
  const isos = [...new Set(stops.map((stop) => stop.iso2))];
  const countries = await db.selectFrom('countries').select(['id', 'iso2']).where('iso2', 'in', isos).execute();
  const countryOf = new Map(countries.map((row) => [row.iso2, row.id]));
  const cities =
    countries.length === 0
      ? []
      : await db
          .selectFrom('cities')
          .select(['id', 'country_id', 'name', 'latitude', 'longitude'])
          .where('country_id', 'in', countries.map((row) => row.id))
          .where('name', 'in', [...new Set(stops.map((stop) => stop.city))])
          .orderBy('population', 'desc')
          .execute();
  const places = new Map<string, Place>();
  for (const stop of stops) {
    const countryId = countryOf.get(stop.iso2);
    if (countryId === undefined) continue;
    const city = cities.find((row) => row.country_id === countryId && row.name === stop.city);
    places.set(`${stop.iso2}/${stop.city}`, { country_id: countryId, city_id: city?.id ?? null, lat: city ? Number(city.latitude) : null, lng: city ? Number(city.longitude) : null });
  }
  return places;
}

/**
 * Seed step 'tra-demo-travels': the demo accounts' travels (DEMO_TRAVELS, for those present), and a current travel
 * for each extra demo staff member (VIGIL_DEMO_STAFF), so Locate shows thousands. An admin registered them; each is
 * approved when the traveller has every destination's induction, else it waits, as a save by an admin would.
 */
export async function seedDemoTravels(db: TraDatabase, services: TraSeedServices, base: Date = new Date()): Promise<void> {
  const company = await db.selectFrom('companies').select('id').where('is_demo', '=', 1).orderBy('id').executeTakeFirst();
  if (!company) return;
  const people = await db.selectFrom('customers').select(['id', 'username']).where('company_id', '=', company.id).execute();
  const idOf = new Map(people.map((row) => [row.username, row.id]));
  const adminId = idOf.get('admin') ?? people[0]?.id;
  if (adminId === undefined) return;
  const quiz = services.uses<QuizServerFunctions>('quiz');
  const places = await resolvePlaces(db, [...DEMO_TRAVELS.flatMap((travel) => travel.stops), ...STAFF_PLACES]);
  const now = base.toISOString();
  const today = dayOf(base.getTime());
  const common: CommonColumns = { company_id: company.id, reference_name: '', reference_email: '', reference_phone: '', tracking_interval_ms: TRACKING_INTERVAL_DEFAULT_MS, created_at: now, updated_at: now };

  for (const demo of DEMO_TRAVELS) {
    const customerId = idOf.get(demo.username);
    const stops = demo.stops.flatMap((stop) => {
      const place = places.get(`${stop.iso2}/${stop.city}`);
      return place ? [{ ...place, date: addDays(today, demo.from + Math.min(stop.after, demo.to - demo.from)) }] : [];
    });
    if (customerId === undefined || stops.length === 0) continue;
    const missing = demo.pending ? [] : await missingInductions(db, quiz, customerId, stops.map((stop) => stop.country_id));
    const approved = !demo.pending && missing.length === 0;
    const travel = await db
      .insertInto('travels')
      .values({
        ...common,
        customer_id: customerId,
        travel_name: demo.name,
        start_date: addDays(today, demo.from),
        end_date: addDays(today, demo.to),
        reference_name: 'Vigil travel desk',
        reference_email: 'travel.desk@example.com',
        reference_phone: '+1 555 0100',
        source_id: approved ? 0 : demo.pending ? customerId : adminId,
        created_by: demo.pending ? customerId : adminId,
        approved_by: approved ? adminId : null,
        approved_at: approved ? now : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('travel_stops')
      .values(stops.map((stop, position) => ({ travel_id: travel.id, position, country_id: stop.country_id, city_id: stop.city_id, date: stop.date })))
      .execute();
  }
  await seedStaffTravels(db, services, { companyId: company.id, adminId, today, common, places, count: services.demoStaff });
}

interface StaffSeed {
  companyId: number;
  adminId: number;
  today: string;
  common: CommonColumns;
  places: Map<string, Place>;
  count: number;
}

/** A current travel for each extra demo staff member, to the demo place nearest their newest position. */
async function seedStaffTravels(db: TraDatabase, services: TraSeedServices, seed: StaffSeed): Promise<void> {
  if (seed.count <= 0) return;
  const staff = await db
    .selectFrom('customers')
    .select(['id', 'name', 'surname'])
    .where('company_id', '=', seed.companyId)
    .where('username', 'like', 'demo.staff.%')
    .orderBy('id')
    .execute();
  const options = STAFF_PLACES.flatMap((stop) => {
    const place = seed.places.get(`${stop.iso2}/${stop.city}`);
    return place ? [place] : [];
  });
  if (staff.length === 0 || options.length === 0) return;
  const positions = new Map((await services.uses<TrackingServerFunctions>('tracking').peopleOnTracking(seed.companyId)).map((person) => [person.id, person]));
  // Fresh staff have no results nor exclusions: a destination with a test leaves their travel waiting.
  const quiz = services.uses<QuizServerFunctions>('quiz');
  const tested = new Set<number>();
  for (const countryId of new Set(options.map((place) => place.country_id))) if (await quiz.testOfCountry(countryId)) tested.add(countryId);
  const now = seed.common.created_at;
  const rows = staff.map((person, index) => {
    const position = positions.get(person.id);
    const place = nearest(options, position?.lat ?? null, position?.lng ?? null) ?? (options[index % options.length] as Place);
    const approved = !tested.has(place.country_id);
    return {
      travel: {
        ...seed.common,
        customer_id: person.id,
        travel_name: `Site rotation ${index + 1}`,
        start_date: addDays(seed.today, -(index % 5)),
        end_date: addDays(seed.today, 3 + (index % 7)),
        source_id: approved ? 0 : seed.adminId,
        created_by: seed.adminId,
        approved_by: approved ? seed.adminId : null,
        approved_at: approved ? now : null,
      },
      place,
    };
  });
  for (const chunk of inChunks(rows, 500)) {
    const inserted = await db
      .insertInto('travels')
      .values(chunk.map((row) => row.travel))
      .returning(['id', 'customer_id'])
      .execute();
    // By traveller, not by position: each has one travel here, and neither dialect promises the rows' order.
    const travelOf = new Map(inserted.map((row) => [row.customer_id, row.id]));
    await db
      .insertInto('travel_stops')
      .values(
        chunk.flatMap((row) => {
          const travelId = travelOf.get(row.travel.customer_id);
          return travelId === undefined ? [] : [{ travel_id: travelId, position: 0, country_id: row.place.country_id, city_id: row.place.city_id, date: row.travel.start_date }];
        }),
      )
      .execute();
  }
}

function nearest(options: readonly Place[], lat: number | null, lng: number | null): Place | undefined {
  if (lat === null || lng === null) return undefined;
  let best: Place | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const option of options) {
    if (option.lat === null || option.lng === null) continue;
    const distance = (option.lat - lat) ** 2 + (option.lng - lng) ** 2;
    if (distance < bestDistance) {
      best = option;
      bestDistance = distance;
    }
  }
  return best;
}
