import { observer } from 'mobx-react-lite';
import { useId, type ReactElement } from 'react';
import { useTranslation } from '../i18n';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { dashboardBlockEntries } from './dashboard-block-entries';
import { SHELL_NAMESPACE } from './i18n/shell-namespace';
import { LazyContribution } from './lazy-contribution';
import './dashboard-blocks.css';

/** The place of a block whose module or chunk is not known yet, so the sections below do not jump when it comes. */
function pending(key?: string): ReactElement {
  return <div key={key} className="dashboard-block dashboard-block-pending" aria-hidden="true" />;
}

/**
 * What the dashboard opens on (issue 24, "a dashboard that answers first"): the modules' blocks (their manifests'
 * `dashboardBlocks`) for this user, under one heading; nothing at all when no block is the user's. Until the
 * company's modules are known the blocks the user's permissions allow keep their places empty; then each enabled
 * module's block loads, as its own chunk, after the dashboard's first paint.
 */
export const DashboardBlocks = observer(function DashboardBlocks({ activeModules }: { activeModules: readonly string[] | null }): ReactElement | null {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const plugins = useService(TOKENS.Plugins);
  const permissions = useService(TOKENS.Permissions);
  const headingId = useId();
  const known = activeModules !== null;
  const entries = dashboardBlockEntries(plugins, activeModules ?? plugins.map((plugin) => plugin.id), (allowed) => permissions.holdsAny(allowed));
  if (entries.length === 0) return null;
  return (
    <section className="dashboard-now" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.now')}</h2>
      <div className="dashboard-blocks">
        {entries.map(({ plugin, block, key }) =>
          known ? <LazyContribution key={key} plugin={plugin} load={block.view} fallback={pending()} /> : pending(key),
        )}
      </div>
    </section>
  );
});
