import { observer } from 'mobx-react-lite';
import { Suspense, useState, type ComponentType, type ReactElement } from 'react';
import type { PageLoader as NoticeLoader, PluginManifest } from '../../core/plugin-manifest';
import { usePluginTexts } from '../i18n';
import { PluginErrorBoundary } from '../routing/plugin-error-boundary';
import { lazyPage } from '../routing/plugin-route-element';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';

// One lazy component per loader and attempt, outside React, as for pages and views.
const lazyNotices = new WeakMap<NoticeLoader, ComponentType[]>();

function NoticeView({ plugin, load }: { plugin: PluginManifest; load: NoticeLoader }): ReactElement {
  const [attempt, setAttempt] = useState(0);
  const attempts = lazyNotices.get(load) ?? [];
  lazyNotices.set(load, attempts);
  const Notice = (attempts[attempt] ??= lazyPage(plugin.id, load));
  const title = usePluginTexts().title(plugin);
  return (
    <PluginErrorBoundary pluginId={plugin.id} title={title} headingLevel={2} onRetry={() => setAttempt((count) => count + 1)}>
      {/* Nothing while it loads: a notice has nothing to say until it knows. */}
      <Suspense fallback={null}>
        <Notice />
      </Suspense>
    </PluginErrorBoundary>
  );
}

/**
 * The plugins' notices (their manifests' `notices`) for the users each allows, above every signed-in page and
 * kept mounted across pages. Each loads as its plugin's chunk when the user may see it, never on /Login.
 */
export const PluginNotices = observer(function PluginNotices(): ReactElement {
  const plugins = useService(TOKENS.Plugins);
  const permissions = useService(TOKENS.Permissions);
  return (
    <div className="plugin-notices">
      {plugins.flatMap((plugin) =>
        (plugin.notices ?? []).flatMap((notice, index) =>
          permissions.holdsAny(notice.allowed) ? [<NoticeView key={`${plugin.id} ${index}`} plugin={plugin} load={notice.view} />] : [],
        ),
      )}
    </div>
  );
});
