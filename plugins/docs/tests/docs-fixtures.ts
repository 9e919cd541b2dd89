import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { credentials, legacyGet, legacyPost, type Fields } from '../../../tests/server/support/legacy-request';
import { projectIds } from '../../../tests/server/support/personnel-fixtures';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import type { TestServer } from '../../../tests/support/test-server';
import type { DocsTables } from '../server/tables';
import type { Document, DocListAnswer } from '../contract';

/** The password of the people added here: the demo visitor's, whose hash they share. */
export const PERSON_PASSWORD = 'Vigil-visitor-1';

/** A small valid PDF (what the storage's sniffer checks: the %PDF- signature). */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

export function dataUrl(type: string, bytes: Buffer): string {
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/**
 * An employee of the demo company with these permissions, on these projects (labels of the demo projects),
 * signed in: their id and login token.
 */
export async function addPerson(server: TestServer, username: string, permissions: string[], projects: string[] = []): Promise<{ id: number; token: string }> {
  const { db } = server.server;
  const visitor = await db.selectFrom('customers').select(['company_id', 'password_hash']).where('username', '=', 'visitor').executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const row = await db
    .insertInto('customers')
    .values({
      company_id: visitor.company_id, username, email: `${username}@docs.example`, password_hash: visitor.password_hash, name: username,
      surname: 'Tester', phone: '+1 555 0190', image: null, permissions: JSON.stringify(permissions), privacy_checked_at: now,
      last_login_at: null, previous_login_at: null, created_at: now, nationality_id: null, employee_code: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids = await projectIds(server);
  const buildingIds = projects.map((label) => ids[label]).filter((id): id is number => id !== undefined);
  if (buildingIds.length > 0) {
    await db.insertInto('customer_buildings').values(buildingIds.map((building_id) => ({ customer_id: row.id, building_id }))).execute();
  }
  return { id: row.id, token: await server.login(username, PERSON_PASSWORD) };
}

export function post(server: TestServer, token: string, path: string, fields: Fields = {}): Promise<LightMyRequestResponse> {
  return legacyPost(server, path, { ...credentials(server, token), ...fields });
}

/** A legacy POST as the web client sends a file: the fields and the credentials as one JSON object. */
export function postJson(server: TestServer, token: string, path: string, fields: Fields = {}): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: JSON.stringify({ ...credentials(server, token), ...fields }),
    headers: { 'content-type': 'application/json' },
  });
}

export function get(server: TestServer, token: string, path: string, fields: Fields = {}): Promise<LightMyRequestResponse> {
  return legacyGet(server, path, { ...credentials(server, token), ...fields });
}

export async function docsOf(server: TestServer, token: string, filter = 'ops'): Promise<Document[]> {
  const response = await post(server, token, '/docs/getDocs', { filter });
  if (response.statusCode !== 200) throw new Error(`getDocs: ${response.statusCode} ${response.body}`);
  return response.json<DocListAnswer>().docs;
}

/** The seeded document of this title. */
export async function seededDoc(server: TestServer, title: string): Promise<{ id: number }> {
  return pluginDatabase<DocsTables>(server).selectFrom('docs_documents').select('id').where('title', '=', title).executeTakeFirstOrThrow();
}

/** Every file under the storage's directory (local disk): a refused upload must add none. */
export async function storedFiles(server: TestServer): Promise<string[]> {
  const root = join(server.dataDir, 'files');
  const found: string[] = [];
  async function walk(dir: string): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else found.push(path);
    }
  }
  await walk(root);
  return found.sort();
}

/** The count of document rows: a refused upload must add none. */
export async function documentCount(server: TestServer): Promise<number> {
  const row = await pluginDatabase<DocsTables>(server)
    .selectFrom('docs_documents')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
