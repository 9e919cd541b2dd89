import { HttpError, readId, type EndpointHandler } from '@vigil/server-sdk';
import { VIDEO_RESOURCE_TYPE, type QuizServerFunctions } from '../../quiz/contract';
import { DOCUMENT_RESOURCE_TYPE, type saveLog } from '../contract';
import type { InfDatabase } from './tables';
import { infMessage } from './inf-message';

/**
 * /elearning/save-log: the user opened a video or a PDF. Records, through the quiz plugin, the log row that /Quiz's
 * LOGS LIST shows: type '1' for a video, '2' for a PDF, the file's name as the resource, and the resource's country
 * (or, for the introduction video, the country page it was opened on).
 */
export function saveResourceLog(db: InfDatabase, quiz: QuizServerFunctions, clock: () => Date = () => new Date()): EndpointHandler<typeof saveLog> {
  return async ({ input, user }) => {
    const givenCountry = input.country?.trim() ? readId(input, 'country') : undefined;
    const hasVideo = Boolean(input.video?.trim());
    const hasDocument = Boolean(input.document?.trim());
    if (hasVideo === hasDocument) throw new HttpError(400, infMessage('logTarget'), hasVideo ? 'document' : 'video');
    const field = hasVideo ? 'video' : 'document';
    const resource = await db
      .selectFrom('inf_resources')
      .select(['id', 'kind', 'file_name', 'country_id'])
      .where('id', '=', readId(input, field))
      .where('kind', '=', hasVideo ? 'video' : 'pdf')
      .executeTakeFirst();
    if (!resource) throw new HttpError(404, infMessage('resourceNotFound'));
    let countryId = resource.country_id;
    if (countryId === null && givenCountry !== undefined) {
      const country = await db.selectFrom('countries').select('id').where('id', '=', givenCountry).executeTakeFirst();
      if (!country) throw new HttpError(404, infMessage('countryNotFound'));
      countryId = country.id;
    }
    const type = hasVideo ? VIDEO_RESOURCE_TYPE : DOCUMENT_RESOURCE_TYPE;
    // Every opening is a row: the quiz plugin keeps each user's newest REQUESTS_KEPT_PER_ACCOUNT (docs/security.md).
    await quiz.recordResourceLog({ customer_id: user.id, country_id: countryId, type, target: resource.file_name, created_at: clock().toISOString() });
    return { type, target: resource.file_name };
  };
}
