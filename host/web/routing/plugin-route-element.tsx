import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';
import type { PageLoader as PageModuleLoader, PluginManifest, PluginRoute } from '../../core/plugin-manifest';
import { pluginTranslationsLoaded, translationsLoaded, usePluginTexts, useTranslation } from '../i18n';
import { useRouteTitle } from '../ui/document-title';
import { PageLoader } from '../ui/page-loader';
import { PluginErrorBoundary } from './plugin-error-boundary';

/** A React.lazy page from a manifest's loader; a module without a component default export is an error. */
export function lazyPage(pluginId: string, load: PageModuleLoader): ComponentType {
  return lazy(async () => {
    const module = await load();
    // The namespace the module registered, in the user's language, before the first render (issue 15).
    await translationsLoaded();
    if (typeof module.default !== 'function' && typeof module.default !== 'object') {
      throw new Error(`The page module of '${pluginId}' has no default-exported component`);
    }
    return { default: module.default as ComponentType };
  });
}

// One lazy component per loader and attempt, kept outside React: the router renders inside a transition, and a
// lazy created during a render React discards would be created anew on every try and never finish loading.
const lazyPages = new WeakMap<PageModuleLoader, ComponentType[]>();

function cachedLazyPage(plugin: PluginManifest, load: PageModuleLoader, attempt: number): ComponentType {
  const attempts = lazyPages.get(load) ?? [];
  lazyPages.set(load, attempts);
  // The page and its catalogue in the user's language arrive together: no English first (issue 15).
  attempts[attempt] ??= lazyPage(plugin.id, () => Promise.all([load(), pluginTranslationsLoaded(plugin).catch(() => undefined)]).then(([module]) => module));
  return attempts[attempt];
}

/**
 * A plugin page as mounted by the router: an error boundary (message and Retry) around a suspense boundary,
 * both tagged with the plugin id. Retry creates a new lazy component, so the page module is imported again.
 */
export function PluginRouteElement({ plugin, route }: { plugin: PluginManifest; route: PluginRoute }): ReactElement {
  const [attempt, setAttempt] = useState(0);
  // Each retry asks for a new lazy, so the page module is imported again.
  const Page = cachedLazyPage(plugin, route.page, attempt);
  // The module's name starts the tab's title; the page's heading (or its own words) follows.
  const title = usePluginTexts().title(plugin);
  useRouteTitle(title);
  const { t } = useTranslation('common');
  return (
    <PluginErrorBoundary pluginId={plugin.id} title={title} onRetry={() => setAttempt((count) => count + 1)}>
      <Suspense fallback={<PageLoader plugin={plugin.id} label={t('loading')} />}>
        <div className="plugin-page" data-plugin={plugin.id}>
          <Page />
        </div>
      </Suspense>
    </PluginErrorBoundary>
  );
}
