import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AVATAR_EXTENSIONS, type AvatarImage } from '../account/avatar-image';
import type { Database } from '../database/schema';

/** Where a message's image is served: public, by an unguessable id, so a plain <img src> shows it, as avatars are. */
export const MESSAGE_IMAGE_URL_PREFIX = '/media/message/';

/**
 * Stores the image of a new message (in the caller's transaction) and returns its URL. The URL never changes, so
 * it carries no cache-busting suffix.
 */
export async function saveMessageImage(db: Kysely<Database>, notificationId: number, image: AvatarImage): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await db.insertInto('message_images').values({ id, notification_id: notificationId, mime_type: image.type, bytes: image.bytes }).execute();
  return `${MESSAGE_IMAGE_URL_PREFIX}${id}.${AVATAR_EXTENSIONS[image.type]}`;
}
