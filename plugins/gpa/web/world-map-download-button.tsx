import { useState, type ReactElement } from 'react';
import { showFailure, TOKENS, useService, useTranslation } from '@vigil/web-sdk';
import { getWorldMapPdf, WORLD_MAP_PDF_FILENAME } from '../contract';
import { GPA_NS } from './gpa-i18n';
import { saveBlob } from './save-blob';

/**
 * The download-map button when no map file is configured (spec part 2 §2): the default world-map PDF, fetched
 * by the newer API's download helper so the token goes in a header, never in a link's URL.
 */
export function WorldMapDownloadButton(): ReactElement {
  const { t } = useTranslation(GPA_NS);
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const [busy, setBusy] = useState(false);

  async function download(): Promise<void> {
    setBusy(true);
    try {
      saveBlob(await api.call(getWorldMapPdf), WORLD_MAP_PDF_FILENAME);
    } catch (error) {
      showFailure(ui, error);
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
