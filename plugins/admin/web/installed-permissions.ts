import { useMemo } from 'react';
import { PERMISSION_VALUES, type PluginManifest } from '@vigil/core';
import { TOKENS, useService } from '@vigil/web-sdk';

/** Allowed-lists that let everyone in: they make no permission useful. */
const EVERYONE = new Set(['all', '*']);

/**
 * The permissions that open something on this installation: those an enabled module names on one of its pages or
 * notices, and admin (this module). Any other permission belongs to a module the installation lacks (one its
 * configuration disables, say): an admin may still grant it, for the day it is.
 */
export function servedPermissions(plugins: readonly PluginManifest[]): ReadonlySet<string> {
  const served = new Set<string>(['admin']);
  for (const plugin of plugins) {
    for (const allowed of [...plugin.routes.map((route) => route.allowed), ...(plugin.notices ?? []).map((notice) => notice.allowed)]) {
      for (const permission of allowed) if (!EVERYONE.has(permission)) served.add(permission);
    }
  }
  return served;
}

/** The permissions of modules this installation lacks, in PERMISSION_VALUES order. */
export function useMissingModulePermissions(): ReadonlySet<string> {
  const plugins = useService(TOKENS.Plugins);
  return useMemo(() => {
    const served = servedPermissions(plugins);
    return new Set(PERMISSION_VALUES.filter((permission) => !served.has(permission)));
  }, [plugins]);
}
