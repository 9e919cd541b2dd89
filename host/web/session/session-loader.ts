import type { Container } from 'inversify';
import { useEffect, useSyncExternalStore } from 'react';
import type { UrlLocation } from '../services/auth-service';

export type SessionServicesStatus = 'idle' | 'loading' | 'ready' | 'failed';

const loads = new WeakMap<Container, Promise<void>>();
const statuses = new WeakMap<Container, SessionServicesStatus>();
const listeners = new Set<() => void>();

function setStatus(container: Container, status: SessionServicesStatus): void {
  statuses.set(container, status);
  for (const listener of listeners) listener();
}

/**
 * Loads and starts the session services once per container. The module is a separate chunk: /Login asks for it
 * only when the user starts signing in (or arrives with a token), which keeps MobX and the plugin manifests
 * off the sign-in page's first load.
 */
export function loadSessionServices(container: Container, location: UrlLocation): Promise<void> {
  let load = loads.get(container);
  if (!load) {
    setStatus(container, 'loading');
    load = import('./session-module').then(
      (module) => {
        module.startSession(container, location);
        setStatus(container, 'ready');
      },
      (error: unknown) => {
        // Forget the failed attempt so that the next request tries again (e.g. after a network blip).
        loads.delete(container);
        setStatus(container, 'failed');
        throw error;
      },
    );
    loads.set(container, load);
  }
  return load;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loading status of the session services, loading them as soon as `wanted` is true. */
export function useSessionServices(container: Container, location: UrlLocation, wanted: boolean): SessionServicesStatus {
  const status = useSyncExternalStore(subscribe, () => statuses.get(container) ?? 'idle');
  useEffect(() => {
    if (wanted && status === 'idle') loadSessionServices(container, location).catch(reportLoadFailure);
  }, [wanted, status, container, location]);
  return status;
}

export function reportLoadFailure(error: unknown): void {
  console.error('Could not load the session services', error);
}
