import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AVATAR_EXTENSIONS, type AvatarImage } from '../account/avatar-image';
import { dialectOf } from '../database/dialect';
import type { Database } from '../database/schema';

/** Where a message's image is served: public, by an unguessable id, so a plain <img src> shows it, as avatars are. */
export const MESSAGE_IMAGE_URL_PREFIX = '/media/message/';

/**
 * An image left with no notification is kept this long: a send stores its image before its recipients, each in
 * a transaction of its own that waits for a mail, and the purge must not take it from under them.
 */
export const ORPHAN_IMAGE_GRACE_MS = 60 * 60_000;

/** A message's stored image: every notification of the message names its id and shows its URL. */
export interface StoredMessageImage {
  id: string;
  /** Never changes, so it carries no cache-busting suffix. */
  url: string;
  /** Kept to store the row again should the last notification using it be deleted while a send is still going. */
  image: AvatarImage;
}

async function insertImage(db: Kysely<Database>, id: string, image: AvatarImage): Promise<void> {
  await db.insertInto('message_images').values({ id, mime_type: image.type, bytes: image.bytes, created_at: new Date().toISOString() }).execute();
}

/** Stores a message's image once, for all its recipients, in a statement of its own. */
export async function saveMessageImage(db: Kysely<Database>, image: AvatarImage): Promise<StoredMessageImage> {
  const id = randomBytes(16).toString('base64url');
  await insertImage(db, id, image);
  return { id, url: `${MESSAGE_IMAGE_URL_PREFIX}${id}.${AVATAR_EXTENSIONS[image.type]}`, image };
}

/**
 * In a recipient's transaction, before its notification names the image: keeps the image until the transaction
 * ends (PostgreSQL: a key-share lock, which a deletion waits for; SQLite runs one transaction at a time), and
 * stores it again under its id if the recipients before deleted every notification using it meanwhile.
 */
export async function holdMessageImage(trx: Kysely<Database>, stored: StoredMessageImage): Promise<void> {
  const found = await trx
    .selectFrom('message_images')
    .select('id')
    .where('id', '=', stored.id)
    .$if(dialectOf(trx) === 'postgres', (query) => query.forKeyShare())
    .executeTakeFirst();
  if (!found) await insertImage(trx, stored.id, stored.image);
}

/**
 * Deletes an image no notification uses any more. PostgreSQL: the row is locked first, so a recipient's transaction
 * holding it ends before the question is asked, and the question then sees its notification.
 */
export async function dropImageIfUnused(db: Kysely<Database>, imageId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (dialectOf(trx) === 'postgres') await trx.selectFrom('message_images').select('id').where('id', '=', imageId).forUpdate().execute();
    await trx
      .deleteFrom('message_images')
      .where('id', '=', imageId)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('notifications').select('id').where('image_id', '=', imageId))))
      .execute();
  });
}

/** Deletes a notification, and its image when no other notification shows it. */
export async function deleteNotification(db: Kysely<Database>, notificationId: number): Promise<void> {
  const deleted = await db.deleteFrom('notifications').where('id', '=', notificationId).returning('image_id').executeTakeFirst();
  if (deleted?.image_id) await dropImageIfUnused(db, deleted.image_id);
}

/**
 * Deletes the images no notification uses that are older than the grace: those of notifications deleted with their
 * customer (a database cascade) and of a send that stored nobody. Returns how many went.
 */
export async function purgeOrphanMessageImages(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_IMAGE_GRACE_MS).toISOString();
  const result = await db
    .deleteFrom('message_images')
    .where('created_at', '<', before)
    .where(({ not, exists, selectFrom, ref }) => not(exists(selectFrom('notifications').select('id').where('image_id', '=', ref('message_images.id')))))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
