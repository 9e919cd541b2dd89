import { Suspense, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { PageLoader as ContributionLoader, PluginManifest } from '../../core/plugin-manifest';
import { usePluginTexts } from '../i18n';
import { PluginErrorBoundary } from '../routing/plugin-error-boundary';
import { lazyPage } from '../routing/plugin-route-element';

// One lazy component per loader and attempt, outside React, as for pages and views.
const lazyContributions = new WeakMap<ContributionLoader, ComponentType[]>();

/**
 * A component a plugin's manifest contributes to the shell (a notice, a dashboard block): its chunk loads when it
 * is first rendered, and a failure shows the plugin's message and Retry in its place only. While it loads it shows
 * `fallback`: nothing by default (a notice has nothing to say until it knows), a box keeping its place for a block.
 */
export function LazyContribution({ plugin, load, fallback = null }: { plugin: PluginManifest; load: ContributionLoader; fallback?: ReactNode }): ReactElement {
  const [attempt, setAttempt] = useState(0);
  const attempts = lazyContributions.get(load) ?? [];
  lazyContributions.set(load, attempts);
  const Contribution = (attempts[attempt] ??= lazyPage(plugin.id, load));
  const title = usePluginTexts().title(plugin);
  return (
    <PluginErrorBoundary pluginId={plugin.id} title={title} headingLevel={2} onRetry={() => setAttempt((count) => count + 1)}>
      <Suspense fallback={fallback}>
        <Contribution />
      </Suspense>
    </PluginErrorBoundary>
  );
}
