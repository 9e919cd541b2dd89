import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a plugin folder all at once: the files go to a temporary folder under <root>/.tmp (same file system,
 * ignored by git and by plugin discovery) that is then renamed into plugins/<id>. A failure half-way leaves no
 * half-made plugin for the host to discover.
 */
export async function writePlugin(root: string, id: string, files: Readonly<Record<string, string>>): Promise<string> {
  const target = path.join(root, 'plugins', id);
  const scratchRoot = path.join(root, '.tmp');
  await mkdir(scratchRoot, { recursive: true });
  const scratch = await mkdtemp(path.join(scratchRoot, `scaffold-${id}-`));
  try {
    for (const [relative, content] of Object.entries(files)) {
      const file = path.join(scratch, relative);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, content, 'utf8');
    }
    await mkdir(path.dirname(target), { recursive: true });
    // rename() would happily replace an empty folder, so refuse any existing entry ourselves.
    if (existsSync(target)) throw new Error(`plugins/${id} appeared while the plugin was being written`);
    await rename(scratch, target);
    return target;
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
}
