import type { ReactElement } from 'react';
import { useTranslation } from '../i18n';

/** The thin bar at the top of the page while UiService.startLoading calls outnumber stopLoading calls. */
export function LoadingBar(): ReactElement {
  const { t } = useTranslation('common');
  return (
    <div className="loading-bar" role="progressbar" aria-label={t('loading')} aria-busy="true">
      <span className="loading-bar-runner" />
    </div>
  );
}
