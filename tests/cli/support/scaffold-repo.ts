import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles, makeTempRepo } from './temp-repo';

export interface ScaffoldRepo {
  /** The temp repository of the running test. */
  root(): string;
  /** A file of it, by path from its root. */
  read(relative: string): string;
  /** The folders in plugins/: only the scaffold's own output may appear. */
  pluginFolders(): string[];
  /** What is left in the scratch folder: nothing, after a run that failed or succeeded. */
  scratchLeft(): string[];
}

/** A fresh temp repository for each test of the suite (beforeEach), removed after it. */
export function scaffoldRepoPerTest(): ScaffoldRepo {
  let repo: ReturnType<typeof makeTempRepo> | undefined;
  beforeEach(() => {
    repo = makeTempRepo();
  });
  afterEach(() => {
    repo?.remove();
  });
  const root = (): string => {
    if (!repo) throw new Error('scaffoldRepoPerTest: no repository outside a test');
    return repo.root;
  };
  return {
    root,
    read: (relative) => readFileSync(path.join(root(), relative), 'utf8'),
    pluginFolders: () => listFiles(path.join(root(), 'plugins')).map((file) => file.split(path.sep)[0] ?? ''),
    scratchLeft: () => {
      const scratch = path.join(root(), '.tmp');
      return existsSync(scratch) ? listFiles(scratch) : [];
    },
  };
}
