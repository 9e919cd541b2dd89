import type { Kysely } from 'kysely';
import type { ThreatLevel } from '../../core/api-contract';
import type { Database } from '../database/schema';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** Every demo account's notifications, newest first; labelled so nobody takes them for real alerts. */
export const DEMO_NOTIFICATIONS: readonly string[] = [
  '(Demo) Security alert: demonstrations announced in central Rome this weekend',
  '(Demo) Travel advisory: the threat level of France changed from low to medium',
  '(Demo) Reminder: complete the knowledge evaluation test before your next trip',
];

/** What the analyst monitors, by ISO code: the countries tab is not empty on first sign-in. */
export const DEMO_MONITORED: ReadonlyArray<{ iso2: string; levels: readonly ThreatLevel[] }> = [
  { iso2: 'IT', levels: ['high', 'extreme'] },
  { iso2: 'FR', levels: ['medium'] },
];

const MONITORING_ACCOUNT = 'analyst';

/** Adds the demo content to the demo company's demo accounts that exist and have none yet. */
export async function seedDemoAccountContent(db: Kysely<Database>): Promise<void> {
  const accounts = await db
    .selectFrom('customers')
    .innerJoin('companies', 'companies.id', 'customers.company_id')
    .select(['customers.id', 'customers.username'])
    .where('companies.is_demo', '=', 1)
    .where('customers.username', 'in', DEMO_ACCOUNTS.map((account) => account.username))
    .execute();
  const now = Date.now();
  for (const account of accounts) {
    const existing = await db.selectFrom('notifications').select('id').where('customer_id', '=', account.id).executeTakeFirst();
    if (!existing) {
      // An hour apart, newest first in the list above, so their order is stable.
      const rows = DEMO_NOTIFICATIONS.map((content, index) => {
        const at = new Date(now - index * 3_600_000).toISOString();
        return { customer_id: account.id, content, image: null, created_at: at, updated_at: at };
      });
      await db.insertInto('notifications').values(rows).execute();
    }
    if (account.username !== MONITORING_ACCOUNT) continue;
    const countries = await db
      .selectFrom('countries')
      .select(['id', 'iso2'])
      .where('iso2', 'in', DEMO_MONITORED.map((entry) => entry.iso2))
      .execute();
    for (const entry of DEMO_MONITORED) {
      const country = countries.find((candidate) => candidate.iso2 === entry.iso2);
      if (!country) continue;
      const present = await db
        .selectFrom('monitored_countries')
        .select('country_id')
        .where('customer_id', '=', account.id)
        .where('country_id', '=', country.id)
        .executeTakeFirst();
      if (present) continue;
      await db
        .insertInto('monitored_countries')
        .values({ customer_id: account.id, country_id: country.id, level_alert: JSON.stringify(entry.levels), created_at: new Date(now).toISOString() })
        .execute();
    }
  }
}
