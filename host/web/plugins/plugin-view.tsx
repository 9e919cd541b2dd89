import { Suspense, useState, type ComponentType, type ReactElement } from 'react';
import type { PageLoader as ViewLoader, PluginManifest } from '../../core/plugin-manifest';
import { useTranslation } from '../i18n';
import { PluginErrorBoundary } from '../routing/plugin-error-boundary';
import { lazyPage } from '../routing/plugin-route-element';
import { TOKENS } from '../services/tokens';
import { useService } from '../services-context';
import { PageLoader } from '../ui/page-loader';

export interface PluginViewProps<P extends object> {
  /** The offering plugin's id: one the calling plugin's manifest lists in `uses`. */
  plugin: string;
  /** A key of that plugin's manifest `views`. */
  view: string;
  /** Given to the view as its props; their type is declared in the offering plugin's contract/. */
  props: P;
}

// One lazy component per loader and attempt, outside React (as for pages): a lazy created during a render that
// React discards would start loading anew on every try.
const lazyViews = new WeakMap<ViewLoader, ComponentType[]>();

function cachedLazyView(pluginId: string, load: ViewLoader, attempt: number): ComponentType {
  const attempts = lazyViews.get(load) ?? [];
  lazyViews.set(load, attempts);
  attempts[attempt] ??= lazyPage(pluginId, load);
  return attempts[attempt];
}

function ViewBody<P extends object>({ manifest, plugin, view, props, attempt }: PluginViewProps<P> & {
  manifest: PluginManifest | undefined;
  attempt: number;
}): ReactElement {
  const load = manifest?.views?.[view];
  // Thrown while rendering, so the boundary around says it in the view's place and the page keeps working.
  if (!load) throw new Error(`The view '${view}' of '${plugin}' is not available`);
  const View = cachedLazyView(plugin, load, attempt) as ComponentType<P>;
  return <View {...props} />;
}

/**
 * A component another plugin offers (its manifest's `views[view]`), loaded with that plugin's chunk when first
 * shown, inside the usual suspense and error boundaries (a failure shows a message and Retry in its place only).
 * Only enabled plugins are looked up: a disabled one's view is "not available".
 */
export function PluginView<P extends object>({ plugin, view, props }: PluginViewProps<P>): ReactElement {
  const plugins = useService(TOKENS.Plugins);
  const [attempt, setAttempt] = useState(0);
  const manifest = plugins.find((candidate) => candidate.id === plugin);
  const { t } = useTranslation('common');
  return (
    <PluginErrorBoundary
      pluginId={plugin}
      title={manifest?.title ?? plugin}
      headingLevel={2}
      onRetry={() => setAttempt((count) => count + 1)}
    >
      <Suspense fallback={<PageLoader plugin={plugin} label={t('loading')} />}>
        <div className="plugin-view" data-plugin={plugin} data-view={view}>
          <ViewBody manifest={manifest} plugin={plugin} view={view} props={props} attempt={attempt} />
        </div>
      </Suspense>
    </PluginErrorBoundary>
  );
}
