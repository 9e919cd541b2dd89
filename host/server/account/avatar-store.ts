import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { AVATAR_EXTENSIONS, type AvatarImage } from './avatar-image';

/** Where avatars are served: public, by an unguessable id, so a plain <img src> shows them. */
export const AVATAR_URL_PREFIX = '/media/avatar/';

export function avatarUrl(id: string, type: AvatarImage['type'], updatedAt: Date): string {
  return `${AVATAR_URL_PREFIX}${id}.${AVATAR_EXTENSIONS[type]}?v=${updatedAt.getTime()}`;
}

/**
 * Replaces the customer's avatar and points their image at it. Each upload gets a new random id, so the
 * address of a replaced picture stops working. Returns the new image URL.
 */
export async function saveAvatar(db: Kysely<Database>, customerId: number, image: AvatarImage): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  const now = new Date();
  const url = avatarUrl(id, image.type, now);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('avatars').where('customer_id', '=', customerId).execute();
    await trx
      .insertInto('avatars')
      .values({ id, customer_id: customerId, mime_type: image.type, bytes: image.bytes, updated_at: now.toISOString() })
      .execute();
    await trx.updateTable('customers').set({ image: url }).where('id', '=', customerId).execute();
  });
  return url;
}
