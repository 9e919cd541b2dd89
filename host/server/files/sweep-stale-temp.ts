import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Temp files this old belong to a put whose process died; younger ones may be another process's upload in flight. */
export const STALE_TEMP_MS = 24 * 60 * 60 * 1000;

/** Removes the leftovers of puts whose process died before it removed them; a missing directory has none. */
export async function sweepStaleTemp(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const cutoff = Date.now() - STALE_TEMP_MS;
  await Promise.all(
    names.map(async (name) => {
      const path = join(dir, name);
      const stats = await stat(path).catch(() => undefined);
      if (stats && stats.mtimeMs < cutoff) await rm(path, { force: true });
    }),
  );
}
