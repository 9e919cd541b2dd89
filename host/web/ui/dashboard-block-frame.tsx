import { useId, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { LoadFailure } from './load-failure';
import type { LoadState } from './use-load';

export interface DashboardBlockFrameProps<T> {
  /** Names the block in the page (data-block), for tests and styles. */
  block: string;
  heading: string;
  /** The block asks for action now (an open SOS): it is marked as such. */
  urgent?: boolean;
  state: LoadState<T> & { retry: () => void };
  /** What the block says once its data is there. */
  children: (data: T) => ReactNode;
  /** Where to go for more (a link to the module's page), shown whatever the load's state. */
  more?: ReactNode;
}

/**
 * The frame of a module's dashboard block (manifest `dashboardBlocks`): a section named by its h3 (the blocks sit
 * under the dashboard's h2), the load's state (a quiet status while it loads, the failure with Retry), then what
 * the block says and its link to more. One look and one loading behaviour for every module's block.
 */
export function DashboardBlockFrame<T>({ block, heading, urgent = false, state, children, more }: DashboardBlockFrameProps<T>): ReactElement {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={`dashboard-block${urgent ? ' dashboard-block-urgent' : ''}`} aria-labelledby={headingId} data-block={block}>
      <h3 id={headingId}>{heading}</h3>
      {state.status === 'loading' ? (
        <p className="dashboard-block-meta" role="status">
          {t('loading')}
        </p>
      ) : state.status === 'error' ? (
        <LoadFailure message={state.message} onRetry={state.retry} />
      ) : (
        children(state.data)
      )}
      {more ? <p className="dashboard-block-more">{more}</p> : null}
    </section>
  );
}
