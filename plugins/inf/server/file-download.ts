import { HttpError, readId, storedFileAnswer, type EndpointHandler, type FileStorage } from '@vigil/server-sdk';
import { FILE_PARTS, type FilePart, type getFile } from '../contract';
import type { InfDatabase } from './tables';
import { infMessage } from './inf-message';

/**
 * /elearning/get-file: a resource's file or its captions, inline, with range requests. The endpoint's access
 * (admin, inf) decides who may read them; only keys of e-learning resources can be asked for, by resource id.
 */
export function fileDownload(db: InfDatabase, files: FileStorage): EndpointHandler<typeof getFile> {
  return async ({ input, request, reply }) => {
    const part = (input.part?.trim() || 'file') as FilePart;
    if (!FILE_PARTS.includes(part)) throw new HttpError(400, infMessage('filePart'), 'part');
    const resource = await db
      .selectFrom('inf_resources')
      .select(['file_key', 'file_name', 'captions_key'])
      .where('id', '=', readId(input, 'resource'))
      .executeTakeFirst();
    if (!resource) throw new HttpError(404, infMessage('resourceNotFound'));
    if (part === 'captions') {
      if (!resource.captions_key) throw new HttpError(404, infMessage('noCaptions'));
      const name = `${resource.file_name.replace(/\.[a-z0-9]+$/i, '')}.vtt`;
      return storedFileAnswer(request, reply, files, resource.captions_key, { disposition: 'inline', fileName: name });
    }
    return storedFileAnswer(request, reply, files, resource.file_key, { disposition: 'inline', fileName: resource.file_name });
  };
}
