import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { HttpError } from '../http-error';
import { AVATAR_EXTENSIONS, type AvatarType } from './avatar-image';
import { AVATAR_URL_PREFIX } from './avatar-store';
import { serverMessage } from '../../core/server-messages';

const FILE = /^([A-Za-z0-9_-]{22})\.(png|jpg|webp)$/;

/**
 * Serves avatars at /media/avatar/<id>.<ext>. The URL changes with every upload, so it is cached for good; the
 * type is the one checked at upload, and the CSP keeps a browser from running anything it might contain.
 */
export function registerMediaRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.get<{ Params: { file: string } }>(`${AVATAR_URL_PREFIX}:file`, async (request, reply) => {
    const match = FILE.exec(request.params.file);
    const avatar = match
      ? await db.selectFrom('avatars').select(['mime_type', 'bytes']).where('id', '=', match[1] ?? '').executeTakeFirst()
      : undefined;
    if (!match || !avatar || AVATAR_EXTENSIONS[avatar.mime_type as AvatarType] !== match[2]) {
      throw new HttpError(404, serverMessage('imageNotFound'));
    }
    return reply
      .type(avatar.mime_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Buffer.from(avatar.bytes));
  });
}
