import type { PluginSpec } from '../plugin-spec';
import { notesTable, seedStepName } from '../generated-names';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString } from '../ts-literal';

/** plugins/<id>/server/seed-demo-notes.ts: the module's demo content, for the demo company only. */
export function seedTemplate(spec: PluginSpec): string {
  return `${GENERATED_HEADER}
import type { ${spec.pascal}Database } from './tables';

const TITLE = ${tsString(spec.title)};

/**
 * Seed step ${tsString(seedStepName(spec))}: a first note for each demo company, saying it is demo content. It runs once
 * per installation, also on one that existed before the plugin; real companies get nothing.
 */
export async function seedDemoNotes(db: ${spec.pascal}Database): Promise<void> {
  const companies = await db.selectFrom('companies').select('id').where('is_demo', '=', 1).execute();
  for (const company of companies) {
    await db
      .insertInto(${tsString(notesTable(spec))})
      .values({ company_id: company.id, text: \`(Demo content) The first note of \${TITLE}.\` })
      .execute();
  }
}
`;
}
