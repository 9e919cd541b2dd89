import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { TtlCache } from '../auth/ttl-cache';

/**
 * How long a company's module list is reused without asking the database: a module switched off (a row taken out
 * of company_modules) is refused by every process from at most this long after.
 */
const MODULES_CACHE_MS = 5_000;
const MODULES_CACHE_ENTRIES = 10_000;

/** The modules each company has switched on (company_modules), as every call of a plugin's endpoint asks. */
export class CompanyModules {
  private readonly cache = new TtlCache<number, ReadonlySet<string>>(MODULES_CACHE_MS, MODULES_CACHE_ENTRIES);

  constructor(private readonly db: Kysely<Database>) {}

  async isOn(companyId: number, moduleId: string): Promise<boolean> {
    let modules = this.cache.get(companyId);
    if (!modules) {
      const rows = await this.db.selectFrom('company_modules').select('module_id').where('company_id', '=', companyId).execute();
      modules = new Set(rows.map((row) => row.module_id));
      this.cache.set(companyId, modules);
    }
    return modules.has(moduleId);
  }
}
