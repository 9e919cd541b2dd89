import path from 'node:path';
import ts from 'typescript';

const repoRoot = path.resolve(__dirname, '../../..');

/**
 * Type-checks sources with the repository's tsconfig as if they sat at the given repository paths, next to the
 * real host code they import, without writing them into the working tree.
 */
export function typecheckTexts(files: Readonly<Record<string, string>>): string[] {
  const configFile = path.join(repoRoot, 'tsconfig.json');
  const config = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, repoRoot, undefined, configFile);
  const overlay = new Map(Object.entries(files).map(([file, text]) => [path.join(repoRoot, file), text]));
  const directories = new Set([...overlay.keys()].flatMap((file) => ancestors(path.dirname(file))));
  const host = ts.createCompilerHost(parsed.options);
  const { fileExists, readFile, getSourceFile, directoryExists } = host;
  host.fileExists = (file) => overlay.has(file) || fileExists.call(host, file);
  // Module resolution looks for the folders too, and they exist only in the overlay.
  host.directoryExists = (directory) => directories.has(directory) || (directoryExists?.call(host, directory) ?? false);
  host.readFile = (file) => overlay.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, onError, create) => {
    const text = overlay.get(file);
    return text === undefined
      ? getSourceFile.call(host, file, language, onError, create)
      : ts.createSourceFile(file, text, language, true);
  };
  const program = ts.createProgram({ rootNames: [...overlay.keys()], options: parsed.options, host });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file && overlay.has(diagnostic.file.fileName))
    .map((diagnostic) => {
      const where = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const file = path.relative(repoRoot, diagnostic.file?.fileName ?? '');
      return `${file}:${(where?.line ?? 0) + 1} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
}

function ancestors(directory: string): string[] {
  const parent = path.dirname(directory);
  return parent === directory ? [directory] : [directory, ...ancestors(parent)];
}
