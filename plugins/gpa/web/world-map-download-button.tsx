import { useState, type ReactElement } from 'react';
import { GPA_NEW_API_PATHS, WORLD_MAP_PDF_FILENAME } from '../../../host/core/risk-content-contract';
import { TOKENS, useService, useToast, useTranslation } from '../../../host/web/plugin-sdk';
import { GPA_NS } from './gpa-i18n';
import { saveBlob } from './save-blob';

/**
 * The download-map button when no map file is configured (spec part 2 §2): the default world-map PDF, fetched
 * by the newer API's download helper so the token goes in a header, never in a link's URL.
 */
export function WorldMapDownloadButton(): ReactElement {
  const { t } = useTranslation(GPA_NS);
  const api = useService(TOKENS.NewApi);
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function download(): Promise<void> {
    setBusy(true);
    try {
      saveBlob(await api.download(GPA_NEW_API_PATHS.worldMapPdf), WORLD_MAP_PDF_FILENAME);
    } catch (error) {
      toast('error', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="button gpa-download-map" aria-busy={busy} disabled={busy} onClick={() => void download()}>
      {t('home.downloadMap')}
    </button>
  );
}
