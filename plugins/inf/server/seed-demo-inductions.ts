import type { Insertable } from 'kysely';
import type { SeedServices } from '@vigil/server-sdk';
import type { QuizServerFunctions } from '../../quiz/contract';
import { loadCountryFacts, type CountryFacts } from './country-facts';
import { DEMO_LABEL, demoDescription, demoPdfSections, demoQuestions } from './demo-content';
import { readDemoAsset } from './demo-asset';
import type { InfDatabase, InfResourceTable } from './tables';
import { writeTextPdf } from './text-pdf';

/** The shipped clip and its captions, stored once under fixed keys and shared by every country's video. */
export const DEMO_VIDEO = { key: 'inf/demo/induction-demo.webm', asset: 'induction-demo.webm', fileName: 'induction-demo.webm' } as const;
export const DEMO_CAPTIONS = { key: 'inf/demo/induction-demo.vtt', asset: 'induction-demo.vtt', fileName: 'induction-demo.vtt' } as const;

export function demoPdfKey(iso2: string): string {
  return `inf/demo/induction-${iso2.toLowerCase()}.pdf`;
}

function slug(name: string): string {
  return name.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The shipped clip with its captions, first of its list: /Inf's introduction (no country) or a country's video. */
function demoVideo(countryId: number | null, title: string): Insertable<InfResourceTable> {
  return {
    country_id: countryId,
    kind: 'video',
    title,
    file_key: DEMO_VIDEO.key,
    file_name: DEMO_VIDEO.fileName,
    content_type: 'video/webm',
    captions_key: DEMO_CAPTIONS.key,
    position: 0,
    is_demo: 1,
  };
}

/** Stores a file unless its key holds one already: a second run (or an upgrade) stores nothing again. */
async function storeOnce(services: SeedServices, key: string, content: () => Buffer, contentType: string, fileName: string): Promise<void> {
  if (await services.files.stat(key)) return;
  await services.files.put(key, content(), { contentType, fileName });
}

/**
 * Seed step 'inf-demo-inductions': for every test of the quiz plugin whose country has no induction yet, demo
 * content made from the country's real data (demo-content.ts): a description, 8 to 12 questions, the shipped video
 * with captions and a multi-page PDF; and the introduction video of /Inf. Everything says it is demo content.
 * Idempotent: a country that has its induction, a test that has questions and a stored file are left alone.
 */
export async function seedDemoInductions(db: InfDatabase, quiz: QuizServerFunctions, services: SeedServices, now: Date = new Date()): Promise<void> {
  const tests = await quiz.tests();
  if (tests.length === 0) return;
  const world = await loadCountryFacts(db);
  const byId = new Map(world.map((country) => [country.id, country]));

  await storeOnce(services, DEMO_VIDEO.key, () => readDemoAsset(DEMO_VIDEO.asset), 'video/webm', DEMO_VIDEO.fileName);
  await storeOnce(services, DEMO_CAPTIONS.key, () => readDemoAsset(DEMO_CAPTIONS.asset), 'text/vtt', DEMO_CAPTIONS.fileName);

  const intro = await db.selectFrom('inf_resources').select('id').where('country_id', 'is', null).executeTakeFirst();
  if (!intro) {
    await db.insertInto('inf_resources').values(demoVideo(null, `${DEMO_LABEL}: introduction to e-learning`)).execute();
  }

  const withQuestions = new Set((await db.selectFrom('inf_questions').select('quiz_id').distinct().execute()).map((row) => row.quiz_id));
  const withInduction = new Set((await db.selectFrom('inf_inductions').select('country_id').execute()).map((row) => row.country_id));
  const withResources = new Set(
    (await db.selectFrom('inf_resources').select('country_id').where('country_id', 'is not', null).distinct().execute()).map((row) => row.country_id),
  );
  for (const test of tests) {
    const country = byId.get(test.country_id);
    if (!country) continue;
    if (!withQuestions.has(test.id)) await addQuestions(db, test.id, country, world);
    if (!withInduction.has(country.id)) {
      await db
        .insertInto('inf_inductions')
        .values({ country_id: country.id, description: demoDescription(country).join('\n\n'), is_demo: 1, updated_at: now.toISOString() })
        .execute();
      withInduction.add(country.id);
    }
    if (!withResources.has(country.id)) {
      await addResources(db, services, country, now);
      withResources.add(country.id);
    }
  }
}

async function addQuestions(db: InfDatabase, quizId: number, country: CountryFacts, world: readonly CountryFacts[]): Promise<void> {
  for (const [position, entry] of demoQuestions(country, world).entries()) {
    const { id } = await db
      .insertInto('inf_questions')
      .values({ quiz_id: quizId, position, question: entry.question, is_demo: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('inf_options')
      .values(entry.options.map((option, index) => ({ question_id: id, position: index, option: option.option, is_correct: option.correct ? 1 : 0 })))
      .execute();
  }
}

async function addResources(db: InfDatabase, services: SeedServices, country: CountryFacts, now: Date): Promise<void> {
  const pdfKey = demoPdfKey(country.iso2);
  const pdfName = `${slug(country.name)}-induction-demo.pdf`;
  await storeOnce(
    services,
    pdfKey,
    () => writeTextPdf({ title: `${country.name}: security induction (${DEMO_LABEL})`, created: now, sections: demoPdfSections(country) }),
    'application/pdf',
    pdfName,
  );
  await db
    .insertInto('inf_resources')
    .values([
      demoVideo(country.id, `${DEMO_LABEL}: ${country.name} induction video`),
      {
        country_id: country.id,
        kind: 'pdf',
        title: `${DEMO_LABEL}: ${country.name} security induction`,
        file_key: pdfKey,
        file_name: pdfName,
        content_type: 'application/pdf',
        captions_key: null,
        position: 1,
        is_demo: 1,
      },
    ])
    .execute();
}
