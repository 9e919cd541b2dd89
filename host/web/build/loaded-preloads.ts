import type { OutputBundle } from 'rollup';
import type { Plugin } from 'vite';

/**
 * Vite lists, for every dynamic import, the chunks to preload with it, and writes every listed name into the
 * importing chunk. The chunks that chunk imports statically (the entry, React, MobX...) are already loaded by the
 * time its code runs: listing them preloads nothing and costs bytes on every page. This keeps only the names that
 * can still be missing. `plugin` sees the bundle; `withoutLoaded` is the modulePreload `resolveDependencies` that
 * reads it.
 */
export function loadedPreloads(): {
  plugin: Plugin;
  withoutLoaded: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];
} {
  let bundle: OutputBundle | null = null;
  const loadedBy = new Map<string, Set<string>>();

  function staticGraph(file: string): Set<string> {
    const known = loadedBy.get(file);
    if (known) return known;
    const seen = new Set<string>([file]);
    const pending = [file];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      const chunk = bundle?.[next];
      if (chunk?.type !== 'chunk') continue;
      for (const imported of chunk.imports) {
        if (!seen.has(imported)) {
          seen.add(imported);
          pending.push(imported);
        }
      }
    }
    loadedBy.set(file, seen);
    return seen;
  }

  return {
    plugin: {
      name: 'vigil:loaded-preloads',
      apply: 'build',
      // Runs before Vite's import analysis writes the lists (a post plugin's generateBundle).
      generateBundle(_options, output) {
        bundle = output;
        loadedBy.clear();
      },
    },
    withoutLoaded(_file, deps, { hostId, hostType }) {
      if (hostType !== 'js' || !bundle) return deps;
      const loaded = staticGraph(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
