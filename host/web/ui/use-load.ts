import { useCallback, useEffect, useRef, useState } from 'react';
import { translateError } from '../i18n';

/** Where a load stands; stores that load with MobX keep the same three states in `status`. */
export type LoadStatus = 'loading' | 'ready' | 'error';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string };

/**
 * Loads `load()` when `key` changes (spec part 2 §4: a loader until data arrives, then the data or an error with
 * Retry; the error is the server's message in the user's language). Answers of an older key are dropped, so fast
 * navigation never shows the wrong country.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): LoadState<T> & { retry: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadRef.current().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'error', message: translateError(error) }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
