import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';

/** Where the demo company's projects (DEMO_PROJECTS) are: plausible sites in their cities. Demo data. */
export const DEMO_PROJECT_LOCATIONS: Readonly<Record<string, { lat: number; lng: number }>> = {
  'Milan HQ': { lat: 45.4842, lng: 9.2031 },
  'Lagos plant': { lat: 6.5244, lng: 3.3792 },
  'Jakarta office': { lat: -6.2088, lng: 106.8456 },
};

/**
 * Seed step 'demo-project-locations' (issue 21): the demo company's projects get their locations, so the
 * documents' map has markers. A step of its own, so installations whose projects were seeded earlier get them
 * too; a project the admin already placed, renamed or removed is left alone.
 */
export async function seedDemoProjectLocations(db: Kysely<Database>): Promise<void> {
  const company = await db.selectFrom('companies').select('id').where('is_demo', '=', 1).orderBy('id').executeTakeFirst();
  if (!company) return;
  for (const [label, { lat, lng }] of Object.entries(DEMO_PROJECT_LOCATIONS)) {
    await db
      .updateTable('buildings')
      .set({ lat, lng })
      .where('company_id', '=', company.id)
      .where('label', '=', label)
      .where('lat', 'is', null)
      .where('lng', 'is', null)
      .execute();
  }
}
