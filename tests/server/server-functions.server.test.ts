import type { Generated, Kysely } from 'kysely';
import { defineEndpoint, MessageAnswer, NoInput, type PluginManifest } from '../../host/core';
import { defineManifest } from '../../host/core/plugin-manifest';
import { bind } from '../../host/server/endpoints/endpoint-binding';
import { HttpError } from '../../host/server/http-error';
import { defineServerPart } from '../../host/server/plugin-server-api';
import { addIdColumn } from '../../host/server/database/dialect';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyPost } from './support/legacy-request';

/** What the provider offers (a plugin declares it type-only in its contract/). */
interface LedgerFunctions {
  addNote(label: string): Promise<void>;
  notes(): Promise<string[]>;
}

interface LedgerTables {
  ledger_notes: { id: Generated<number>; label: string };
}

/** The provider; `seedNote` gives it a seed step of its own that writes a note. */
function ledgerManifest(seedNote?: string): PluginManifest {
  return defineManifest({
  id: 'ledger',
  title: 'Ledger (test fixture)',
  section: 'MANAGE',
  routes: [{ path: '/Ledger', allowed: ['admin'], page: () => Promise.resolve({ default: null }) }],
  menu: [],
  server: async () => ({
    default: defineServerPart<LedgerTables>({
      migrations: [{ name: 'ledger-001-create-notes', up: (db) => addIdColumn(db, db.schema.createTable('ledger_notes')).addColumn('label', 'text').execute() }],
      ...(seedNote ? { seedSteps: [{ name: 'ledger-seed-note', run: (db) => db.insertInto('ledger_notes').values({ label: seedNote }).execute().then(() => undefined) }] } : {}),
      endpoints: () => [],
      provides: (db): LedgerFunctions => ({
        addNote: async (label) => {
          await db.insertInto('ledger_notes').values({ label }).execute();
        },
        notes: async () => (await db.selectFrom('ledger_notes').select('label').orderBy('id').execute()).map((row) => row.label),
      }),
    }),
  }),
});
}
const ledger = ledgerManifest();

const noteThenRefuse = defineEndpoint({
  id: 'scribe.noteThenRefuse',
  backend: 'legacy',
  method: 'POST',
  path: '/scribe/noteThenRefuse',
  summary: 'Adds a note in a transaction, then refuses',
  access: { allowed: ['admin'] },
  input: NoInput,
  answer: MessageAnswer,
  errors: [409],
});

/** A module that uses the ledger: a seed step and an endpoint write through the ledger's functions. */
function scribe(uses: readonly string[]): PluginManifest {
  return defineManifest({
    id: 'scribe',
    title: 'Scribe (test fixture)',
    section: 'MANAGE',
    uses,
    routes: [{ path: '/Scribe', allowed: ['admin'], page: () => Promise.resolve({ default: null }) }],
    menu: [],
    server: async () => ({
      default: defineServerPart({
        seedSteps: [{ name: 'scribe-first-note', run: (_db, services) => services.uses<LedgerFunctions>('ledger').addNote('seeded') }],
        endpoints: ({ db, uses: functionsOf }) => {
          const notes = functionsOf<LedgerFunctions>('ledger');
          return [
            bind(noteThenRefuse, async () =>
              db.transaction().execute(async (trx) => {
                await notes.within(trx).addNote('rolled back');
                throw new HttpError(409, 'Refused after the note');
              }),
            ),
          ];
        },
      }),
    }),
  });
}

async function ledgerNotes(server: TestServer): Promise<string[]> {
  const rows = await (server.server.db as unknown as Kysely<LedgerTables>).selectFrom('ledger_notes').select('label').orderBy('id').execute();
  return rows.map((row) => row.label);
}

test('a plugin writes a used plugin’s table through its functions: in its seed’s transaction, and within its own', async () => {
  const server = await startTestServer({ plugins: [ledger, scribe(['ledger'])] });
  try {
    expect(await ledgerNotes(server)).toEqual(['seeded']);
    const admin = await server.login('admin', 'Vigil-admin-1');
    const refused = await legacyPost(server, noteThenRefuse.path, credentials(server, admin));
    expect(refused.statusCode).toBe(409);
    // The note was written within the scribe's transaction, which the refusal rolled back.
    expect(await ledgerNotes(server)).toEqual(['seeded']);
  } finally {
    await server.close();
  }
}, 60_000);

test('a plugin that does not list the provider in uses is refused its functions at start', async () => {
  await expect(startTestServer({ plugins: [ledger, scribe([])] })).rejects.toThrow(
    "Plugin scribe asks for the server functions of ledger: list 'ledger' in the uses of its manifest",
  );
}, 60_000);

/** A module that uses the ledger where it is enabled, and counts its notes as none elsewhere. */
const annals: PluginManifest = defineManifest({
  id: 'annals',
  title: 'Annals (test fixture)',
  section: 'MANAGE',
  optionalUses: ['ledger'],
  routes: [{ path: '/Annals', allowed: ['admin'], page: () => Promise.resolve({ default: null }) }],
  menu: [],
  server: async () => ({
    default: defineServerPart({
      seedSteps: [
        {
          name: 'annals-count-notes',
          run: async (_db, services) => {
            let found: string;
            try {
              found = `${(await services.uses<LedgerFunctions>('ledger').notes()).length} notes`;
            } catch (error) {
              found = (error as Error).message;
            }
            annalsSaw.push(found);
          },
        },
      ],
      endpoints: () => [],
    }),
  }),
});
const annalsSaw: string[] = [];

test('an optional use reaches the provider where it is enabled, and throws (without switching the user off) where it is not', async () => {
  annalsSaw.length = 0;
  const withLedger = await startTestServer({ plugins: [annals, ledgerManifest('first')] });
  await withLedger.close();
  const alone = await startTestServer({ plugins: [annals] });
  try {
    // annals' seed ran after the ledger's although its id comes first: optional uses order plugins too.
    // Alone, its seed still ran (it was not switched off) and heard why the ledger is out of reach.
    expect(annalsSaw).toEqual(['1 notes', 'Plugin annals uses ledger where it is enabled, and it is not enabled here']);
  } finally {
    await alone.close();
  }
}, 60_000);
