import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactElement } from 'react';
import type { PageLoader as PageModuleLoader, PluginManifest, PluginRoute } from '../../core/plugin-manifest';
import { PageLoader } from '../ui/page-loader';
import { PluginErrorBoundary } from './plugin-error-boundary';

/** A React.lazy page from a manifest's loader; a module without a component default export is an error. */
export function lazyPage(pluginId: string, load: PageModuleLoader): ComponentType {
  return lazy(async () => {
    const module = await load();
    if (typeof module.default !== 'function' && typeof module.default !== 'object') {
      throw new Error(`The page module of '${pluginId}' has no default-exported component`);
    }
    return { default: module.default as ComponentType };
  });
}

/**
 * A plugin page as mounted by the router: an error boundary (message and Retry) around a suspense boundary,
 * both tagged with the plugin id. Retry creates a new lazy component, so the page module is imported again.
 */
export function PluginRouteElement({ plugin, route }: { plugin: PluginManifest; route: PluginRoute }): ReactElement {
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the point: each retry needs a new lazy.
  const Page = useMemo(() => lazyPage(plugin.id, route.page), [plugin.id, route.page, attempt]);
  return (
    <PluginErrorBoundary pluginId={plugin.id} title={plugin.title} onRetry={() => setAttempt((count) => count + 1)}>
      <Suspense fallback={<PageLoader plugin={plugin.id} />}>
        <div className="plugin-page" data-plugin={plugin.id}>
          <Page />
        </div>
      </Suspense>
    </PluginErrorBoundary>
  );
}
