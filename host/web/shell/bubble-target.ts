import { LOGIN_TOKEN_FIELD } from '../../core/credential-fields';
import { menuVisibility, routePrefix, type PluginManifest } from '../../core/plugin-manifest';

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

/**
 * Whether a bubble with `modal` opens the plugin's registered modal: active and enabled for the company like a
 * link, and permitted by its route when the plugin has one, else by the visibility of the menu item that opens
 * the same modal (spec part 1 §6: e.g. the evaluation requests belong to the dvr-s group).
 */
export function bubbleOpensModal(
  plugin: PluginManifest,
  context: BubbleContext & { isMenuVisible: (visibleTo: readonly string[]) => boolean },
): boolean {
  const bubble = plugin.bubble;
  if (!bubble?.active || !bubble.modal || !plugin.modals?.[bubble.modal]) return false;
  if (!context.activeModules?.includes(plugin.id)) return false;
  const first = plugin.routes[0];
  if (first) return context.canOpen(routePrefix(first.path));
  const item = plugin.menu.find((entry) => entry.kind === 'action' && entry.modal === bubble.modal);
  return context.isMenuVisible(menuVisibility(plugin, item));
}

/** Why a bubble is neither a link nor a button (the dimmed tile says it, issue 24). */
export type DimmedReason = 'inactive' | 'notEnabled' | 'notAllowed';

/**
 * The reason for a dimmed bubble, in the order a user can act on it: the module is not active at all, the company
 * has not enabled it, or the user may not open it. Null while the company's modules are unknown.
 */
export function dimmedReason(plugin: PluginManifest, context: BubbleContext): DimmedReason | null {
  if (!plugin.bubble?.active) return 'inactive';
  if (!context.activeModules) return null;
  if (!context.activeModules.includes(plugin.id)) return 'notEnabled';
  return 'notAllowed';
}
