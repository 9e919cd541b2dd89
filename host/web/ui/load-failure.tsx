import type { ReactElement } from 'react';
import { useTranslation } from '../i18n';

export interface LoadFailureProps {
  /** What went wrong, already in the user's language; 'error' when there is none (spec part 2 §8, request wrapper). */
  message: string | null;
  onRetry(): void;
}

/** A load that failed: its message, announced, and a Retry button (spec part 2 §4, request wrapper). */
export function LoadFailure({ message, onRetry }: LoadFailureProps): ReactElement {
  const { t } = useTranslation('common');
  return (
    <div className="load-failure">
      <p role="alert">{message || 'error'}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('action.retry')}
      </button>
    </div>
  );
}
