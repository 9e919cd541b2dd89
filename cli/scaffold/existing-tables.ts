import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Tables the migration runner keeps for itself; no migration file creates them. */
const RUNNER_TABLES = ['vigil_migrations'];

/**
 * Every table the repository under `root` creates, by name, with who creates it ('the platform', 'plugins/gpa').
 * Migrations are read as text, as the route check reads manifests: importing them would load the server.
 */
export function existingTables(root: string): Map<string, string> {
  const tables = new Map<string, string>(RUNNER_TABLES.map((table) => [table, 'the platform']));
  collect(path.join(root, 'host', 'server', 'database', 'migrations'), 'the platform', tables);
  const pluginsDir = path.join(root, 'plugins');
  if (existsSync(pluginsDir)) {
    for (const entry of readdirSync(pluginsDir, { withFileTypes: true })) {
      if (entry.isDirectory()) collect(path.join(pluginsDir, entry.name, 'server', 'migrations'), `plugins/${entry.name}`, tables);
    }
  }
  return tables;
}

function collect(dir: string, owner: string, tables: Map<string, string>): void {
  if (!existsSync(dir)) return;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.ts')) continue;
    for (const match of readFileSync(path.join(dir, file), 'utf8').matchAll(/\.createTable\(\s*['"`]([A-Za-z0-9_]+)['"`]/g)) {
      if (match[1] && !tables.has(match[1])) tables.set(match[1], owner);
    }
  }
}
