import { useEffect, useRef, useState } from 'react';
import { STORAGE_KEYS } from '../../core/storage-keys';
import type { ConfigService } from '../services/config-service';
import type { StorageService } from '../services/storage-service';
import { TOKENS } from '../services/tokens';
import { useService } from '../services-context';
import { LiveClient, type LiveKind } from './live-client';
import { liveUrl } from './live-url';

/** One client per app (its config service), so every page shares the one socket. */
const clients = new WeakMap<ConfigService, LiveClient>();

function liveClientFor(config: ConfigService, storage: StorageService): LiveClient {
  let client = clients.get(config);
  if (!client) {
    client = new LiveClient({
      url: liveUrl(config.config.legacyApiUrl, window.location.href),
      credentials: () => {
        const loginToken = storage.get(STORAGE_KEYS.loginToken);
        return loginToken ? { loginToken, appToken: config.config.appToken } : null;
      },
      openSocket: (url) => new WebSocket(url),
    });
    clients.set(config, client);
  }
  return client;
}

/**
 * Follows a plugin's live topic (its server part's liveTopics): `onItems` gets the current state ('snapshot') and
 * then what changes ('changes'), merged by the page by id; after a lost connection, what changed meanwhile comes
 * as changes. `connected` is false until the server has accepted the session, and while reconnecting.
 */
export function useLiveTopic<T>(topic: string, onItems: (items: T[], kind: LiveKind) => void): { connected: boolean } {
  const client = liveClientFor(useService(TOKENS.Config), useService(TOKENS.Storage));
  const [connected, setConnected] = useState(client.connected);
  const handler = useRef(onItems);
  useEffect(() => {
    handler.current = onItems;
  });
  useEffect(() => {
    setConnected(client.connected);
    return client.onConnection(setConnected);
  }, [client]);
  useEffect(() => client.subscribe(topic, (items, kind) => handler.current(items as T[], kind)), [client, topic]);
  return { connected };
}
