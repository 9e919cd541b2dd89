import { LOGIN_TOKEN_FIELD } from '../../core/api-contract';
import { routePrefix, type PluginManifest } from '../../core/plugin-manifest';

export interface BubbleContext {
  /** Plugin ids the company has enabled (companies/getDetail `activeModules`); null until it has answered. */
  activeModules: readonly string[] | null;
  canOpen: (path: string) => boolean;
  loginToken: string | null;
}

/** The path a bubble leads to: its own `to`, else the plugin's first route without its parameters. */
export function bubblePath(plugin: PluginManifest): string | null {
  if (plugin.bubble?.to) return plugin.bubble.to;
  const first = plugin.routes[0];
  return first ? routePrefix(first.path) : null;
}

/**
 * Spec part 1 §1: a bubble is a link only when it is active, the company has the module and the user may open
 * its route; the link carries the stored login token. Returns the href, or null for a plain (non-link) bubble.
 */
export function bubbleHref(plugin: PluginManifest, context: BubbleContext): string | null {
  const path = bubblePath(plugin);
  if (!plugin.bubble?.active || !path || plugin.bubble.modal) return null;
  if (!context.activeModules?.includes(plugin.id) || !context.canOpen(path)) return null;
  if (!context.loginToken) return path;
  return `${path}?${new URLSearchParams({ [LOGIN_TOKEN_FIELD]: context.loginToken }).toString()}`;
}
