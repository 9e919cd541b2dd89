import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Where Debian puts nginx (`/usr/sbin` is not on every user's PATH); .ci/run installs it. */
const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx', '/usr/bin/nginx'];

export function findNginx(): string {
  const found = NGINX_PATHS.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`nginx is not installed (looked in ${NGINX_PATHS.join(', ')}): apt-get install nginx-light`);
  return found;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * nginx running the deployment's own site configuration (docs/deploy/nginx.conf) in front of the given processes:
 * only the upstream addresses and the listening port change, so what the test proves is what a deployment gets.
 */
export class NginxBalancer {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    private readonly errors: () => string,
  ) {}

  static async start(siteFile: string, upstreams: readonly string[], workDir: string): Promise<NginxBalancer> {
    mkdirSync(workDir, { recursive: true });
    const port = await freePort();
    let site = readFileSync(siteFile, 'utf8');
    const servers = [...site.matchAll(/^(\s*server\s+)([\w.-]+:\d+)(.*)$/gm)];
    if (servers.length !== upstreams.length) throw new Error(`${siteFile} names ${servers.length} upstream servers, the test runs ${upstreams.length}`);
    servers.forEach((match, index) => (site = site.replace(match[0], `${match[1]}${upstreams[index]}${match[3]}`)));
    site = site.replace(/^(\s*)listen\s+80;/m, `$1listen 127.0.0.1:${port};`);
    writeFileSync(path.join(workDir, 'vigil.conf'), site);
    const temp = (name: string): string => path.join(workDir, name);
    writeFileSync(
      temp('nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${temp('nginx.pid')};`,
        `error_log ${temp('error.log')} warn;`,
        'events { worker_connections 256; }',
        'http {',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${temp(`${kind}-temp`)};`),
        `  include ${temp('vigil.conf')};`,
        '}',
      ].join('\n'),
    );
    const child = spawn(findNginx(), ['-p', workDir, '-c', temp('nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const errors = (): string => `${output}${existsSync(temp('error.log')) ? readFileSync(temp('error.log'), 'utf8') : ''}`;
    const balancer = new NginxBalancer(child, `http://127.0.0.1:${port}`, errors);
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${errors()}`);
      const listening = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => resolve(true)).on('error', () => resolve(false));
        socket.once('connect', () => socket.destroy());
      });
      if (listening) return balancer;
      if (Date.now() - started > 10_000) throw new Error(`nginx did not listen within 10 s:\n${errors()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** nginx's own complaints, for a failing test's message. */
  log(): string {
    return this.errors();
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }
}
