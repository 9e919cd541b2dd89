import { execFile } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');

/**
 * Lints sources with the repository's ESLint config as if they sat at the given repository paths. ESLint loads
 * its flat config with import(), which jest's module system cannot do, so it runs in a child process.
 */
export function lintTexts(files: Readonly<Record<string, string>>): Promise<string[]> {
  const script = `
    const { ESLint } = require('eslint');
    let input = '';
    process.stdin.on('data', (chunk) => (input += chunk));
    process.stdin.on('end', async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const problems = [];
      for (const [filePath, code] of Object.entries(JSON.parse(input))) {
        for (const result of await eslint.lintText(code, { filePath })) {
          for (const m of result.messages) problems.push(filePath + ':' + m.line + ' ' + m.ruleId + ' ' + m.message);
        }
      }
      process.stdout.write(JSON.stringify(problems));
    });`;
  return new Promise((resolve, reject) => {
    const options = { cwd: repoRoot, timeout: 60_000 };
    const child = execFile(process.execPath, ['-e', script], options, (error, stdout, stderr) => {
      if (error) reject(new Error(`eslint failed: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout) as string[]);
    });
    child.stdin?.end(JSON.stringify(files));
  });
}
