import type { ReactElement } from 'react';
import { Link } from 'wouter';
import type { PluginManifest } from '../../core/plugin-manifest';
import { usePluginTexts, useTranslation } from '../i18n';
import type { DimmedReason } from './bubble-target';
import { SHELL_NAMESPACE } from './i18n/shell-namespace';

interface DashboardBubbleProps {
  plugin: PluginManifest;
  /** The link target when the bubble navigates. */
  href: string | null;
  /** Given when the bubble opens the plugin's modal instead of navigating. */
  onOpen?: () => void;
  /** Why the bubble is dimmed when it is neither (null while that is not known yet). */
  reason?: DimmedReason | null;
}

/** One tool on the dashboard: a link, a button that opens the tool's modal, or a dimmed, inert tile that says why. */
export function DashboardBubble({ plugin, href, onOpen, reason }: DashboardBubbleProps): ReactElement {
  const texts = usePluginTexts();
  const { t } = useTranslation(SHELL_NAMESPACE);
  const description = texts.bubbleDescription(plugin);
  const content = (
    <>
      <span className="bubble-label">{texts.bubbleLabel(plugin)}</span>
      {description ? <span className="bubble-description">{description}</span> : null}
    </>
  );
  if (onOpen) {
    return (
      <button type="button" className="bubble" aria-haspopup="dialog" onClick={onOpen} data-plugin={plugin.id}>
        {content}
      </button>
    );
  }
  if (href) {
    return (
      <Link className="bubble" to={href} data-plugin={plugin.id}>
        {content}
      </Link>
    );
  }
  return (
    <span className="bubble bubble-inactive" aria-disabled="true" data-plugin={plugin.id}>
      {content}
      {reason ? <span className="bubble-reason">{t(`dashboard.why.${reason}`)}</span> : null}
    </span>
  );
}
