import type { Api } from '@vigil/web-sdk';
import { getFile, saveLog, type ElearningResource } from '../contract';

/** A resource's file, streamed by the server with range requests; the credentials go in the address. */
export function fileHref(api: Api, resource: ElearningResource): string {
  return api.href(getFile, { resource: String(resource.id) });
}

/** A video's WebVTT captions, or undefined when it has none. */
export function captionsHref(api: Api, resource: ElearningResource): string | undefined {
  return resource.captions ? api.href(getFile, { resource: String(resource.id), part: 'captions' }) : undefined;
}

/**
 * Records that the user opened a video or a document (the LOGS LIST of /Quiz). Spec part 2 §7: its answer is not
 * shown, so a failure is only logged and never stands in the way of watching or reading.
 */
export function logOpened(api: Api, kind: 'video' | 'document', resource: ElearningResource, country?: number): void {
  const input = {
    [kind]: String(resource.id),
    ...(country !== undefined ? { country: String(country) } : {}),
  };
  api.call(saveLog, input).catch((error: unknown) => console.warn('The e-learning log was not recorded', error));
}
