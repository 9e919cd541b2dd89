import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { HttpError } from '../http-error';
import { MESSAGE_IMAGE_URL_PREFIX } from '../legacy/message-images';
import { AVATAR_EXTENSIONS, type AvatarType } from './avatar-image';
import { AVATAR_URL_PREFIX } from './avatar-store';
import { serverMessage } from '../../core/server-messages';

const FILE = /^([A-Za-z0-9_-]{22})\.(png|jpg|webp)$/;

interface StoredImage {
  mime_type: string;
  bytes: Buffer;
}

/**
 * The image named by `file` (<id>.<ext>) as `find` reads it, or 404. The URL never names another image, so it is
 * cached for good; the type is the one checked at upload, and the CSP keeps a browser from running anything it
 * might contain.
 */
async function sendImage(reply: FastifyReply, file: string, find: (id: string) => Promise<StoredImage | undefined>): Promise<FastifyReply> {
  const match = FILE.exec(file);
  const image = match ? await find(match[1] ?? '') : undefined;
  if (!match || !image || AVATAR_EXTENSIONS[image.mime_type as AvatarType] !== match[2]) {
    throw new HttpError(404, serverMessage('imageNotFound'));
  }
  return reply
    .type(image.mime_type)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(Buffer.from(image.bytes));
}

/** Serves avatars at /media/avatar/<id>.<ext> (a new URL with every upload) and messages' images at /media/message/<id>.<ext>. */
export function registerMediaRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.get<{ Params: { file: string } }>(`${AVATAR_URL_PREFIX}:file`, (request, reply) =>
    sendImage(reply, request.params.file, (id) =>
      db.selectFrom('avatars').select(['mime_type', 'bytes']).where('id', '=', id).executeTakeFirst(),
    ),
  );
  app.get<{ Params: { file: string } }>(`${MESSAGE_IMAGE_URL_PREFIX}:file`, (request, reply) =>
    sendImage(reply, request.params.file, (id) =>
      db.selectFrom('message_images').select(['mime_type', 'bytes']).where('id', '=', id).executeTakeFirst(),
    ),
  );
}
