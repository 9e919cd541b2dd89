/** What plugin-order needs of a plugin: its id and the ids of the plugins it uses. */
export interface OrderablePlugin {
  manifest: { id: string; uses?: readonly string[]; optionalUses?: readonly string[] };
}

/**
 * The plugins in the order their migrations and seed steps run: by id, except that a plugin comes after every
 * present plugin it `uses` or `optionalUses` (its tables may refer to theirs, its seed may read their content:
 * inf's questions belong to quiz's tests). A use that is absent is ignored; plugins caught in a cycle keep their id order.
 */
export function inUsesOrder<P extends OrderablePlugin>(plugins: readonly P[]): P[] {
  const waiting = [...plugins].sort((a, b) => a.manifest.id.localeCompare(b.manifest.id));
  const present = new Set(waiting.map((plugin) => plugin.manifest.id));
  const placed = new Set<string>();
  const ordered: P[] = [];
  while (waiting.length > 0) {
    const ready = waiting.findIndex((plugin) =>
      [...(plugin.manifest.uses ?? []), ...(plugin.manifest.optionalUses ?? [])].every((used) => !present.has(used) || placed.has(used)),
    );
    // A cycle: take the first by id, so that every plugin still runs.
    const [next] = waiting.splice(ready === -1 ? 0 : ready, 1);
    if (!next) break;
    placed.add(next.manifest.id);
    ordered.push(next);
  }
  return ordered;
}
