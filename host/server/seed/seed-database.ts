import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password-hash';
import { DEMO_SIGNUP_CODE } from '../database/migrations/007-add-company-signup-codes';
import type { Database } from '../database/schema';
import { DEMO_ACCOUNTS, demoEmail } from './demo-accounts';
import { DEMO_COMPANY, SPEC_MODULE_IDS } from './demo-company';
import { loadGeographyRows, seedGeography } from './seed-geography';

/** First-start content: geography from the data packages, the demo company and the demo accounts. */
export async function seedDatabase(db: Kysely<Database>): Promise<void> {
  await seedGeography(db, await loadGeographyRows());
  const now = new Date().toISOString();
  const company = await db
    .insertInto('companies')
    .values({ name: DEMO_COMPANY.name, logo: DEMO_COMPANY.logo, is_demo: 1, created_at: now, signup_code: DEMO_SIGNUP_CODE })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('company_modules')
    .values(SPEC_MODULE_IDS.map((moduleId) => ({ company_id: company.id, module_id: moduleId })))
    .execute();
  const customers = [];
  for (const account of DEMO_ACCOUNTS) {
    customers.push({
      company_id: company.id,
      username: account.username,
      email: demoEmail(account.username),
      password_hash: await hashPassword(account.password),
      name: account.name,
      surname: account.surname,
      phone: account.phone,
      image: null,
      permissions: JSON.stringify(account.permissions),
      privacy_checked_at: account.privacyAccepted ? now : null,
      last_login_at: null,
      created_at: now,
    });
  }
  await db.insertInto('customers').values(customers).execute();
}
