import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import type { PluginManifest } from '../../core/plugin-manifest';

/** One tool on the dashboard: a link when `href` is given, otherwise a dimmed, inert tile. */
export function DashboardBubble({ plugin, href }: { plugin: PluginManifest; href: string | null }): ReactElement {
  const bubble = plugin.bubble;
  const content = (
    <>
      <span className="bubble-label">{bubble?.label ?? plugin.title}</span>
      {bubble?.description ? <span className="bubble-description">{bubble.description}</span> : null}
    </>
  );
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
    </span>
  );
}
