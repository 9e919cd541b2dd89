import { EventEmitter } from 'node:events';
import { sql, type Kysely } from 'kysely';
import type { Client, Notification } from 'pg';
import type { Database } from '../database/schema';
import type { ChangeBus, ChangeListener } from './change-bus';
import type { LiveIds } from './live-topic';
import { BUS_CHANNELS, channelOf, LIVE_CHANNEL } from './bus-channels';
import { notifyPayloads, readPayload } from './notify-payloads';

export { LIVE_CHANNEL };

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

/**
 * The change bus across processes: one dedicated connection per process LISTENs, and announcements go out as
 * pg_notify through the pool. The own process hears its own notifications through LISTEN, so nothing is delivered
 * locally as well. When the listening connection drops, it is opened again with growing pauses, and subscribers are
 * told to catch up: what was notified meanwhile is lost to this process.
 */
export class PostgresChangeBus implements ChangeBus {
  private readonly events = new EventEmitter();
  /** Ids announced outside a transaction and not yet sent, by topic, with the promise of their notification. */
  private readonly outgoing = new Map<string, { ids: Set<number | string>; sent: Promise<void> }>();
  private client: Client | undefined;
  private closed = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly databaseUrl: string,
    private readonly db: Kysely<Database>,
    private readonly log: { warn(message: string): void },
  ) {
    this.events.setMaxListeners(0);
  }

  /** Resolves once the process listens, so a server that has started hears every announcement after it. */
  static async start(databaseUrl: string, db: Kysely<Database>, log: { warn(message: string): void }): Promise<PostgresChangeBus> {
    const bus = new PostgresChangeBus(databaseUrl, db, log);
    bus.client = await bus.listen();
    return bus;
  }

  /**
   * Outside a transaction, the ids a topic is given during one turn of the event loop go out together, on the next
   * turn: the ingest announces each fix of a committed batch on its own, and a statement per fix was more than half
   * of the statements PostgreSQL ran under load (docs/decisions.md). Each caller's promise settles with the
   * notification that carries its ids. Given a transaction, the notification is sent on it at once, so that it is
   * delivered on commit or not at all.
   */
  publish(topic: string, ids: LiveIds, db: Kysely<Database> = this.db): Promise<void> {
    if (db !== this.db) return this.notify(db, topic, ids);
    const queued = this.outgoing.get(topic);
    if (queued) {
      for (const id of ids) queued.ids.add(id);
      return queued.sent;
    }
    const gathered = new Set<number | string>(ids);
    const sent = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.outgoing.delete(topic);
      return this.notify(this.db, topic, [...gathered]);
    });
    this.outgoing.set(topic, { ids: gathered, sent });
    return sent;
  }

  private async notify(db: Kysely<Database>, topic: string, ids: LiveIds): Promise<void> {
    const channel = channelOf(topic);
    for (const payload of notifyPayloads(topic, ids)) {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    }
  }

  subscribe(topic: string, listener: ChangeListener): () => void {
    const name = `topic:${topic}`;
    this.events.on(name, listener);
    return () => this.events.off(name, listener);
  }

  onResync(listener: () => void): () => void {
    this.events.on('resync', listener);
    return () => this.events.off('resync', listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.events.removeAllListeners();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<Client> {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: this.databaseUrl });
    // Without a listener an 'error' (the server ended the connection) would crash the process.
    client.on('error', (error: Error) => this.lost(client, error.message));
    client.on('end', () => this.lost(client, 'connection ended'));
    client.on('notification', (message: Notification) => this.deliver(message));
    await client.connect();
    try {
      for (const channel of BUS_CHANNELS) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  }

  private deliver(message: Notification): void {
    if (!BUS_CHANNELS.includes(message.channel)) return;
    const announcement = readPayload(message.payload);
    // A topic heard on a channel that is not its own was not sent by Vigil's bus: ignored.
    if (!announcement || announcement.ids.length === 0 || channelOf(announcement.topic) !== message.channel) return;
    this.events.emit(`topic:${announcement.topic}`, announcement.ids);
  }

  private lost(client: Client, reason: string): void {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    this.log.warn(`Live updates: the PostgreSQL listening connection was lost (${reason}); reconnecting`);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    this.retryTimer = setTimeout(() => void this.reconnect(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
  }

  private async reconnect(): Promise<void> {
    try {
      const client = await this.listen();
      if (this.closed) {
        await client.end().catch(() => undefined);
        return;
      }
      this.client = client;
      this.retryMs = FIRST_RETRY_MS;
      this.events.emit('resync');
    } catch (error) {
      this.log.warn(`Live updates: reconnecting to PostgreSQL failed (${(error as Error).message})`);
      this.scheduleReconnect();
    }
  }
}
