import type { LightMyRequestResponse } from 'fastify';
import { newAlert } from '../../../host/core/contract/messages';
import { defineManifest, type PluginManifest } from '../../../host/core/plugin-manifest';
import type { MailMessage } from '../../../host/server/mail/mail-service';
import { platformMessages, type MessagesService } from '../../../host/server/messages/platform-messages';
import type { TestServer } from '../../support/test-server';
import { credentials, legacyPost, type Fields } from './legacy-request';

/**
 * A module (not in plugins/) that opens newAlert to its operators, as the GPS module does through its manifest's
 * platformCalls: the platform's declaration allows admins only.
 */
export const MESSAGING_MODULE: PluginManifest = defineManifest({
  id: 'courier',
  title: 'Courier (test fixture)',
  section: 'PROTECT',
  routes: [{ path: '/Courier', allowed: ['admin', 'gps'], page: () => Promise.resolve({ default: null }) }],
  menu: [],
  platformCalls: { [newAlert.id]: ['gps'] },
});

/** The demo accounts' passwords (host/server/seed/demo-accounts). */
export const PASSWORDS = {
  admin: 'Vigil-admin-1',
  analyst: 'Vigil-analyst-1',
  traveller: 'Vigil-traveller-1',
  visitor: 'Vigil-visitor-1',
} as const;

export type DemoUser = keyof typeof PASSWORDS;

export async function idOf(server: TestServer, username: string): Promise<number> {
  return (await server.server.db.selectFrom('customers').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

/** A complete pickup for `employee`, with `overrides`. */
export function pickupFields(employee: number, overrides: Fields = {}): Fields {
  return {
    employee: String(employee),
    content: 'Your driver waits at arrivals',
    asPickup: 'true',
    date: '2030-05-01T10:30',
    airport: 'Fiumicino',
    location: 'Terminal 3, gate B',
    driver: 'Mario Rossi',
    driverDetail: '+39 333 123 4567',
    company: 'Roma Cars',
    vhl: 'Black sedan AB123CD',
    ...overrides,
  };
}

/** POSTs /alerts/<call> signed in as `token`. */
export function alertCall(server: TestServer, path: string, token: string, fields: Fields): Promise<LightMyRequestResponse> {
  return legacyPost(server, path, { ...credentials(server, token), ...fields });
}

/** The demo company's id. */
export async function demoCompanyId(server: TestServer): Promise<number> {
  return (await server.server.db.selectFrom('customers').select('company_id').where('username', '=', 'admin').executeTakeFirstOrThrow()).company_id;
}

/** The platform's messages service on the server's database; its mail is kept in `mails`, or fails when `fail`. */
export function messagesService(server: TestServer, mails: MailMessage[] = [], fail = false): MessagesService {
  const mail = { send: async (message: MailMessage) => (fail ? Promise.reject(new Error('SMTP down')) : void mails.push(message)) };
  return platformMessages({ db: server.server.db, mail, log: { error: () => undefined } });
}
