// `npm start`: builds what is missing, then runs the reference server, which serves the web host, creates and
// seeds the embedded database on first start, and prints the URL and the demo accounts.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildWhatIsMissing, root } from './lib/build-steps.mjs';
import { SERVER_NODE_OPTIONS } from './lib/server-node-options.mjs';

buildWhatIsMissing();
const server = spawn(process.execPath, [...SERVER_NODE_OPTIONS, join(root, 'dist', 'server', 'main.cjs')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
