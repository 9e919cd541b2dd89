import { demoRowText, seedFunctionName, seedStepName } from '../generated-names';
import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString } from '../ts-literal';

/** plugins/<id>/server/seed-<table>.ts: the module's demo content, for the demo company only. */
export function seedTemplate(spec: PluginSpec): string {
  return `${GENERATED_HEADER}
import type { ${spec.pascal}Database } from './tables';

/**
 * Seed step ${tsString(seedStepName(spec))}: a first row for each demo company, saying it is demo content. It runs once
 * per installation, also on one that existed before the plugin; real companies get nothing.
 */
export async function ${seedFunctionName(spec)}(db: ${spec.pascal}Database): Promise<void> {
  const companies = await db.selectFrom('companies').select('id').where('is_demo', '=', 1).execute();
  for (const company of companies) {
    await db.insertInto(${tsString(spec.table)}).values({ company_id: company.id, text: ${tsString(demoRowText(spec))} }).execute();
  }
}
`;
}
