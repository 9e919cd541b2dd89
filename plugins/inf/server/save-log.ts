import { HttpError, keepNewestRequests, readId, type EndpointHandler } from '@vigil/server-sdk';
import { VIDEO_RESOURCE_TYPE } from '../../quiz/contract';
import { DOCUMENT_RESOURCE_TYPE, INF_MESSAGES, type saveLog } from '../contract';
import type { InfDatabase } from './tables';

/**
 * /elearning/save-log: the user opened a video or a PDF. Writes the quiz plugin's resource_logs row that /Quiz's
 * LOGS LIST shows: type '1' for a video, '2' for a PDF, the file's name as the resource, and the resource's country
 * (or, for the introduction video, the country page it was opened on).
 */
export function saveResourceLog(db: InfDatabase, clock: () => Date = () => new Date()): EndpointHandler<typeof saveLog> {
  return async ({ input, user }) => {
    const givenCountry = input.country?.trim() ? readId(input, 'country') : undefined;
    const hasVideo = Boolean(input.video?.trim());
    const hasDocument = Boolean(input.document?.trim());
    if (hasVideo === hasDocument) throw new HttpError(400, INF_MESSAGES.logTarget, hasVideo ? 'document' : 'video');
    const field = hasVideo ? 'video' : 'document';
    const resource = await db
      .selectFrom('inf_resources')
      .select(['id', 'kind', 'file_name', 'country_id'])
      .where('id', '=', readId(input, field))
      .where('kind', '=', hasVideo ? 'video' : 'pdf')
      .executeTakeFirst();
    if (!resource) throw new HttpError(404, INF_MESSAGES.resourceNotFound);
    let countryId = resource.country_id;
    if (countryId === null && givenCountry !== undefined) {
      const country = await db.selectFrom('countries').select('id').where('id', '=', givenCountry).executeTakeFirst();
      if (!country) throw new HttpError(404, INF_MESSAGES.countryNotFound);
      countryId = country.id;
    }
    const type = hasVideo ? VIDEO_RESOURCE_TYPE : DOCUMENT_RESOURCE_TYPE;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('resource_logs')
        .values({ customer_id: user.id, country_id: countryId, type, target: resource.file_name, created_at: clock().toISOString() })
        .execute();
      // Every opening is a row: each user keeps the newest REQUESTS_KEPT_PER_ACCOUNT (docs/security.md, Stored data).
      await keepNewestRequests(trx, 'resource_logs', user.id);
    });
    return { type, target: resource.file_name };
  };
}
