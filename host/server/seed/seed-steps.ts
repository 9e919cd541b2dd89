import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import type { SeedServices } from '../plugin-server-api';
import { seedDemoPersonnel } from '../personnel/seed-demo-personnel';
import { seedExtraStaff } from '../personnel/seed-extra-staff';
import { seedDemoProjectLocations } from '../personnel/seed-project-locations';
import { seedDemoAccountContent } from './demo-account-content';

/**
 * Seed content added after the first release. The seed runs only when a database is created, so content added
 * later comes as a named step: run once on every installation, new (right after the seed) or existing (at its
 * next start), and recorded in seed_steps. Steps must tolerate a database without the demo data.
 */
export interface SeedStep {
  name: string;
  run(db: Kysely<Database>, services: SeedServices): Promise<void>;
}

export const SEED_STEPS: readonly SeedStep[] = [
  { name: 'demo-account-content', run: seedDemoAccountContent },
  { name: 'demo-personnel', run: seedDemoPersonnel },
  { name: 'demo-extra-staff', run: (db, services) => seedExtraStaff(db, services.demoStaff) },
  { name: 'demo-project-locations', run: seedDemoProjectLocations },
];

const NO_SEED_SERVICES: SeedServices = {
  get files(): never {
    throw new Error('This seed step needs the file storage: pass services to runSeedSteps');
  },
  demoStaff: 0,
};

/** Runs the steps not yet recorded, in order, and returns their names. */
export async function runSeedSteps(
  db: Kysely<Database>,
  steps: readonly SeedStep[] = SEED_STEPS,
  services?: SeedServices,
): Promise<string[]> {
  const done = new Set((await db.selectFrom('seed_steps').select('name').execute()).map((row) => row.name));
  const ran: string[] = [];
  for (const step of steps) {
    if (done.has(step.name)) continue;
    // Without services (a test of the platform's own steps), a step that needs them fails loudly.
    await step.run(db, services ?? NO_SEED_SERVICES);
    await db.insertInto('seed_steps').values({ name: step.name, applied_at: new Date().toISOString() }).execute();
    ran.push(step.name);
  }
  return ran;
}
