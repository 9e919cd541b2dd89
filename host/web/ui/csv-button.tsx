import type { ReactElement } from 'react';
import { useTranslation } from '../i18n';

/** 'Download CSV': the list as shown, every row that matches (not only the page). */
export function CsvButton({ onDownload, disabled = false }: { onDownload(): void; disabled?: boolean }): ReactElement {
  const { t } = useTranslation('common');
  return (
    <button type="button" className="button button-secondary list-csv" disabled={disabled} onClick={onDownload}>
      {t('list.downloadCsv')}
    </button>
  );
}
