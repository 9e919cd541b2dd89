import type { Api, ApiClient, UiService } from '@vigil/web-sdk';
import { showFailure } from '@vigil/web-sdk';
import { saveDocToUserHistory, type Document } from '../contract';

/**
 * Show (spec part 2 §2): opens the document in a new tab (a link at its address; a file through /docs/getFile
 * with the reader's credentials, the only way to its bytes) and records the history entry. The tab is opened
 * before anything is awaited, or the browser would take it for a pop-up.
 */
export function showDoc(doc: Document, api: Api, legacy: ApiClient, ui: Pick<UiService, 'toast'>): void {
  const address = doc.link ?? legacy.href?.('/docs/getFile', { id: doc.id });
  if (address) window.open(address, '_blank', 'noopener');
  api.call(saveDocToUserHistory, { doc: String(doc.id) }).catch((error: unknown) => showFailure(ui, error));
}
