import { bind, defineServerPart } from '@vigil/server-sdk';
import { getInsurances } from '../contract';
import { companyClaims } from './company-claims';
import { migration as createInsuranceClaims } from './migrations/017-create-insurance-claims';
import { seedDemoInsuranceClaims } from './seed-demo-insurance-claims';
import type { InsuranceClaimTables } from './tables';

/** Insurance claims: the table, its demo claims and the admin's list. The host checks credentials and permissions first. */
export default defineServerPart<InsuranceClaimTables>({
  // Names recorded by installations when they were the platform's: they never change.
  migrations: [createInsuranceClaims],
  // Runs after the platform's steps, so the demo personnel (demoEmployeeIds) is there.
  seedSteps: [{ name: 'demo-insurance-claims', run: (db) => seedDemoInsuranceClaims(db) }],
  endpoints: ({ db }) => [bind(getInsurances, companyClaims(db))],
});
