import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password-hash';
import type { Database } from '../database/schema';
import { demoEmail } from '../seed/demo-accounts';

/** Rows a statement: within SQLite's and PostgreSQL's bound-parameter limits at 15 columns a row. */
const ROWS_PER_INSERT = 500;

/** Given names and surnames the extra staff combine: plainly made-up people, labelled as demo by their username. */
const GIVEN = ['Alex', 'Sam', 'Robin', 'Jamie', 'Chris', 'Dana', 'Kim', 'Lee', 'Noa', 'Pat', 'Rene', 'Yuri'];
const FAMILY = ['Demo', 'Sample', 'Example', 'Trial', 'Test', 'Model', 'Pilot', 'Probe'];

/**
 * Seed step 'demo-extra-staff': `count` more people in the demo company (VIGIL_DEMO_STAFF, none unless asked), each
 * with tracking switched on, so that /Gps can be tried and measured with thousands of people; the tracking module's
 * own step then gives each a phone and a few positions. Nobody knows their password. Usernames are
 * demo.staff.00001..., so they never meet a real one.
 */
export async function seedExtraStaff(db: Kysely<Database>, count: number): Promise<void> {
  if (count <= 0) return;
  const company = await db.selectFrom('companies').select('id').where('is_demo', '=', 1).orderBy('id').executeTakeFirst();
  if (!company) return;
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(randomBytes(32).toString('hex'));
  for (let start = 1; start <= count; start += ROWS_PER_INSERT) {
    const rows = [];
    for (let number = start; number < Math.min(start + ROWS_PER_INSERT, count + 1); number += 1) {
      const username = `demo.staff.${String(number).padStart(5, '0')}`;
      rows.push({
        company_id: company.id,
        username,
        email: demoEmail(username),
        password_hash: passwordHash,
        name: GIVEN[number % GIVEN.length] ?? 'Alex',
        surname: `${FAMILY[Math.floor(number / GIVEN.length) % FAMILY.length] ?? 'Demo'} ${number}`,
        phone: '',
        image: null,
        permissions: JSON.stringify(['free']),
        privacy_checked_at: now,
        last_login_at: null,
        nationality_id: null,
        employee_code: `VDS-${String(number).padStart(5, '0')}`,
        created_at: now,
        tracking_enabled: 1,
      });
    }
    await db.insertInto('customers').values(rows).execute();
  }
}
