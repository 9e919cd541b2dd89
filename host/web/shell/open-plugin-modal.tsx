import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';
import type { PageLoader as ModuleLoader, PluginManifest } from '../../core/plugin-manifest';
import { useTranslation } from '../i18n';
import { PluginErrorBoundary } from '../routing/plugin-error-boundary';
import type { PluginModalProps, UiService } from '../services/ui-service';
import { PageLoader } from '../ui/page-loader';

// One lazy component per loader: re-opening a modal reuses the chunk React already resolved.
const components = new WeakMap<ModuleLoader, ComponentType<PluginModalProps>>();

function lazyModal(load: ModuleLoader): ComponentType<PluginModalProps> {
  let component = components.get(load);
  if (!component) {
    component = lazy(load as () => Promise<{ default: ComponentType<PluginModalProps> }>);
    components.set(load, component);
  }
  return component;
}

/** A plugin's registered modal inside the host modal, with a loader and its own error boundary. */
function PluginModal({ plugin, load, title, onClose }: { plugin: PluginManifest; load: ModuleLoader; title: string; onClose: () => void }): ReactElement {
  const [Modal, setModal] = useState(() => lazyModal(load));
  const { t } = useTranslation('common');
  const retry = (): void => {
    // A failed import stays failed inside React.lazy: a fresh lazy component imports again.
    const fresh = lazy(load as () => Promise<{ default: ComponentType<PluginModalProps> }>);
    components.set(load, fresh);
    setModal(() => fresh);
  };
  return (
    <PluginErrorBoundary pluginId={plugin.id} title={title} onRetry={retry}>
      <Suspense fallback={<PageLoader plugin={plugin.id} label={t('loading')} />}>
        <Modal onClose={onClose} />
      </Suspense>
    </PluginErrorBoundary>
  );
}

/**
 * Opens the modal a plugin registered under `key` (manifest `modals`) in the host modal, titled `title` (the
 * menu item's or the bubble's label). Returns false when the plugin has no such modal.
 */
export function openPluginModal(ui: UiService, plugin: PluginManifest, key: string, title: string): boolean {
  const load = plugin.modals?.[key];
  if (!load) return false;
  ui.openModal({ title, content: (close) => <PluginModal plugin={plugin} load={load} title={title} onClose={close} /> });
  return true;
}
