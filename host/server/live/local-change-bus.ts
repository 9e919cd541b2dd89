import { EventEmitter } from 'node:events';
import type { ChangeBus, ChangeListener } from './change-bus';
import type { LiveIds } from './live-topic';

/** The change bus of a single process (SQLite): announcements are events, never lost, so never a resync. */
export class LocalChangeBus implements ChangeBus {
  private readonly events = new EventEmitter();

  constructor() {
    // One listener per topic per hub, and topics are few but may exceed the default warning threshold.
    this.events.setMaxListeners(0);
  }

  publish(topic: string, ids: LiveIds): Promise<void> {
    if (ids.length === 0) return Promise.resolve();
    const copy = [...ids];
    // After the publisher's own code has run, as a notification would arrive: a listener's failure is never the writer's.
    queueMicrotask(() => this.events.emit(topic, copy));
    return Promise.resolve();
  }

  subscribe(topic: string, listener: ChangeListener): () => void {
    this.events.on(topic, listener);
    return () => this.events.off(topic, listener);
  }

  onResync(): () => void {
    return () => undefined;
  }

  close(): Promise<void> {
    this.events.removeAllListeners();
    return Promise.resolve();
  }
}
