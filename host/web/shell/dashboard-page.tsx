import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactElement } from 'react';
import { SECTIONS } from '../../core/plugin-manifest';
import { STORAGE_KEYS } from '../../core/storage-keys';
import { pluginTexts, useTranslation } from '../i18n';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { PageHeading } from '../ui/page-heading';
import { bubbleHref, bubbleOpensModal, dimmedReason } from './bubble-target';
import { DashboardBlocks } from './dashboard-blocks';
import { DashboardBubble } from './dashboard-bubble';
import { DashboardStore } from './dashboard-store';
import { shellEn } from './i18n/en';
import { SHELL_NAMESPACE } from './i18n/shell-namespace';
import { openPluginModal } from './open-plugin-modal';
import { unservedTools } from './product-tools';

export const DASHBOARD_HEADING = shellEn.dashboard.heading;

/**
 * The home page: what matters to the user now (the modules' dashboard blocks, issue 24), then the plugins'
 * bubbles grouped by section (spec part 1 §1).
 */
export const DashboardPage = observer(function DashboardPage(): ReactElement {
  const { t, language } = useTranslation(SHELL_NAMESPACE);
  const plugins = useService(TOKENS.Plugins);
  const permissions = useService(TOKENS.Permissions);
  const storage = useService(TOKENS.Storage);
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const [store] = useState(() => new DashboardStore(api, ui));
  useEffect(() => void store.load(), [store]);

  const context = {
    activeModules: store.company?.activeModules ?? null,
    canOpen: (path: string) => permissions.canOpen(path),
    isMenuVisible: (visibleTo: readonly string[]) => permissions.isMenuVisible(visibleTo),
    loginToken: storage.get(STORAGE_KEYS.loginToken),
  };
  const logo = store.company?.logo;
  const usable = plugins.some(
    (plugin) => bubbleHref(plugin, context) !== null || Boolean(plugin.bubble?.modal && bubbleOpensModal(plugin, context)),
  );
  // Said once the company's modules are known: before that, every bubble is inert.
  const unserved = store.company && !usable ? unservedTools(plugins, context.canOpen) : [];
  const texts = pluginTexts(t);
  const toolNames = new Intl.ListFormat(language, { type: 'conjunction' });

  return (
    <div className="dashboard">
      <div className="dashboard-top">
        <PageHeading>{t('dashboard.heading')}</PageHeading>
        {logo ? (
          <img className="company-logo" src={logo} alt={t('dashboard.companyLogo', { company: store.company?.name ?? 'Company' })} />
        ) : null}
      </div>
      {unserved.length > 0 ? (
        <p className="dashboard-notice" role="status">
          {t('dashboard.noToolYet', {
            tools: toolNames.format(unserved.map((key) => t(`modules.${key}`, { defaultValue: key }))),
          })}
        </p>
      ) : null}
      <DashboardBlocks activeModules={store.company?.activeModules ?? null} />
      <div className="dashboard-sections">
        {SECTIONS.map((section) => {
          const members = plugins.filter((plugin) => plugin.section === section && plugin.bubble);
          const headingId = `section-${section}`;
          return (
            <section key={section} className="dashboard-section" aria-labelledby={headingId}>
              <h2 id={headingId}>{t(`section.${section}`)}</h2>
              {members.length === 0 ? (
                <p className="dashboard-empty">{t('dashboard.empty')}</p>
              ) : (
                <ul className="bubble-list">
                  {members.map((plugin) => {
                    const { bubble } = plugin;
                    const modalKey = bubble?.modal && bubbleOpensModal(plugin, context) ? bubble.modal : null;
                    const onOpen =
                      bubble && modalKey ? () => void openPluginModal(ui, plugin, modalKey, texts.bubbleLabel(plugin)) : undefined;
                    const href = bubbleHref(plugin, context);
                    const reason = href || onOpen ? null : dimmedReason(plugin, context);
                    return (
                      <li key={plugin.id}>
                        <DashboardBubble plugin={plugin} href={href} onOpen={onOpen} reason={reason} />
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
});
