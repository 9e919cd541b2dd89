import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactElement } from 'react';
import { SECTIONS } from '../../core/plugin-manifest';
import { STORAGE_KEYS } from '../../core/storage-keys';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { PageHeading } from '../ui/page-heading';
import { bubbleHref } from './bubble-target';
import { DashboardBubble } from './dashboard-bubble';
import { DashboardStore } from './dashboard-store';

export const DASHBOARD_HEADING = 'Corporate security management platform';

/** The home page: the plugins' bubbles grouped by section (spec part 1 §1). */
export const DashboardPage = observer(function DashboardPage(): ReactElement {
  const plugins = useService(TOKENS.Plugins);
  const permissions = useService(TOKENS.Permissions);
  const storage = useService(TOKENS.Storage);
  const legacyApi = useService(TOKENS.LegacyApi);
  const ui = useService(TOKENS.Ui);
  const [store] = useState(() => new DashboardStore(legacyApi, ui));
  useEffect(() => void store.load(), [store]);

  const context = {
    activeModules: store.company?.activeModules ?? null,
    canOpen: (path: string) => permissions.canOpen(path),
    loginToken: storage.get(STORAGE_KEYS.loginToken),
  };
  const logo = store.company?.logo;

  return (
    <div className="dashboard">
      {logo ? <img className="company-logo" src={logo} alt={`${store.company?.name ?? 'Company'} logo`} /> : null}
      <PageHeading>{DASHBOARD_HEADING}</PageHeading>
      <div className="dashboard-sections">
        {SECTIONS.map((section) => {
          const members = plugins.filter((plugin) => plugin.section === section && plugin.bubble);
          const headingId = `section-${section}`;
          return (
            <section key={section} className="dashboard-section" aria-labelledby={headingId}>
              <h2 id={headingId}>{section}</h2>
              {members.length === 0 ? (
                <p className="dashboard-empty">No tools in this section yet.</p>
              ) : (
                <ul className="bubble-list">
                  {members.map((plugin) => (
                    <li key={plugin.id}>
                      <DashboardBubble plugin={plugin} href={bubbleHref(plugin, context)} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
});
