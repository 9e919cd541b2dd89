import type { ReactElement } from 'react';
import { useTranslation } from '../../../host/web/plugin-sdk';

/** A failed load: the message and a Retry button (spec part 2 §4, request wrapper). */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="gpa-load-error">
      <p role="alert">{message || 'error'}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common:action.retry')}
      </button>
    </div>
  );
}
