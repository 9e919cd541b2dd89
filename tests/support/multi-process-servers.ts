import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { TestDatabase } from './test-database';

/** One Vigil server process running the built bundle, as `npm start` runs it behind a balancer. */
export interface ServerProcess {
  name: string;
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

export interface ProcessOptions {
  /** VIGIL_INSTANCE_NAME: what its health answers call it. */
  name: string;
  /** Instead of the database's own URL (e.g. through a TcpProxy the test can cut). */
  databaseUrl?: string;
  env?: NodeJS.ProcessEnv;
}

export const TEST_APP_TOKEN = 'multi-process-app-token';

/**
 * Starts the bundle (tests/support/server-bundle.ts builds it) on a free port, on the database's PostgreSQL and data
 * directory, and resolves once it says where it listens. Start the first alone: it migrates and seeds the database.
 */
export function startServerProcess(outfile: string, database: TestDatabase, options: ProcessOptions): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    VIGIL_DATA_DIR: database.dataDir,
    DATABASE_URL: options.databaseUrl ?? database.databaseUrl ?? '',
    VIGIL_INSTANCE_NAME: options.name,
    VIGIL_APP_TOKEN: TEST_APP_TOKEN,
    ...options.env,
  };
  const child = spawn(process.execPath, [outfile], { cwd: path.dirname(outfile), env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${options.name}: no URL within 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /Vigil is running at http:\/\/localhost:(\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ name: options.name, child, url: `http://127.0.0.1:${match[1]}`, output: () => output, exited });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => reject(new Error(`${options.name} exited with ${code}:\n${output}`)));
  });
}

/** Ends a process that is still running (SIGKILL: the tests that care about SIGTERM send it themselves). */
export async function stopServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/**
 * A TCP relay to PostgreSQL that the test can cut and restore: a process whose database connection runs through
 * it loses its database (connections reset, new ones refused) while the others keep theirs.
 */
export class TcpProxy {
  private readonly sockets = new Set<net.Socket>();
  private server: net.Server | undefined;

  private constructor(
    private readonly target: { host: string; port: number },
    readonly port: number,
  ) {}

  static async start(targetUrl: string): Promise<TcpProxy> {
    const url = new URL(targetUrl);
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 5432) }, port);
    await proxy.resume();
    return proxy;
  }

  /** The URL with the proxy in place of the database server. */
  urlFor(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  async resume(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.sockets.forEach((socket) => socket.destroy());
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
