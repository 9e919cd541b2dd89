import type { Kysely } from 'kysely';
import type { Database } from './database/schema';

/**
 * What a plugin's server part (plugins/<id>/server/index.ts, default export) gives the reference server.
 * Endpoints are mounted under the legacy API with its conventions: login_token and app token checked, input
 * from the query (GET) or the form body (POST), permissions enforced before the handler runs.
 */

export interface AuthenticatedUser {
  id: number;
  companyId: number;
  username: string;
  permissions: string[];
}

export interface EndpointContext {
  /** Query (GET) or form body (POST) fields, without login_token and app_token. */
  input: Readonly<Record<string, string | undefined>>;
  user: AuthenticatedUser;
  db: Kysely<Database>;
}

export interface ServerEndpoint {
  method: 'GET' | 'POST';
  /** Path under the legacy base, e.g. '/cmr/getOverview'. */
  path: string;
  /** Any of these grants the call; defaults to the permissions of the plugin's first route. */
  permissions?: readonly string[];
  /** Returns the JSON answer; throw `HttpError` (host/server/http-error) for 4xx answers. */
  handler(context: EndpointContext): Promise<unknown>;
}

export interface PluginMigration {
  /** Unique, ordered name, e.g. 'cmr_001_create_rooms'. */
  name: string;
  up(db: Kysely<unknown>): Promise<void>;
}

export interface ServerPart {
  endpoints: readonly ServerEndpoint[];
  migrations?: readonly PluginMigration[];
  /** Runs once, when the database is first created. */
  seed?(db: Kysely<Database>): Promise<void>;
}

export function defineServerPart(part: ServerPart): ServerPart {
  return part;
}
