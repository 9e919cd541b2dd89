import { demoEmployeeIds } from '@vigil/server-sdk';
import type { InsuranceClaimDatabase } from './tables';

/** Fictional insurers: names that belong to no real company, numbers from the fictional 555-01xx range. */
export const DEMO_INSURERS: ReadonlyArray<{ name: string; phone: string }> = [
  { name: 'Northwind Travel Assurance (demo)', phone: '+1 555-0140' },
  { name: 'Bluepeak Mutual (demo)', phone: '+1 555-0141' },
  { name: 'Harbourline Cover (demo)', phone: '+1 555-0142' },
  { name: 'Silverfield Insurance (demo)', phone: '+1 555-0143' },
];

/** Enough claims for two pages of ten. */
export const DEMO_CLAIM_COUNT = 14;

const DAY_MS = 86_400_000;

/**
 * Seed step 'demo-insurance-claims': claims by the demo company's employees (whoever exists: the demo accounts,
 * and the demo personnel when that step added them), one every few days up to `base`. Deterministic apart from
 * the dates, which follow the seeding day; nothing without a demo company or when demo claims already exist.
 */
export async function seedDemoInsuranceClaims(db: InsuranceClaimDatabase, base: Date = new Date()): Promise<void> {
  const employees = await demoEmployeeIds(db);
  if (employees.length === 0) return;
  const existing = await db.selectFrom('insurance_claims').select('id').where('is_demo', '=', 1).executeTakeFirst();
  if (existing) return;
  const rows = Array.from({ length: DEMO_CLAIM_COUNT }, (_, index) => {
    const insurer = DEMO_INSURERS[index % DEMO_INSURERS.length]!;
    const employeeId = employees[index % employees.length]!;
    // Oldest first, three days apart, at a different hour each time.
    const at = new Date(base.getTime() - (DEMO_CLAIM_COUNT - index) * 3 * DAY_MS + (index % 8) * 3_600_000);
    return {
      customer_id: employeeId,
      insurance_name: insurer.name,
      insurance_phone: insurer.phone,
      is_demo: 1,
      created_at: at.toISOString(),
    };
  });
  await db.insertInto('insurance_claims').values(rows).execute();
}
