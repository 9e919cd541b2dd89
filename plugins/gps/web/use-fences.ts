import { useCallback, useEffect, useState } from 'react';
import { TOKENS, translateError, useService } from '@vigil/web-sdk';
import { getFences, type TrackingFence } from '../../tracking/contract';

export interface FencesState {
  /** The company's fences; empty until the first answer. */
  fences: readonly TrackingFence[];
  /** False until the first answer. */
  loaded: boolean;
  error: string | null;
  /** Reads the fences again (after one is saved or deleted): the ones shown stay until the answer comes. */
  reload(): void;
}

/** The company's geofences for /Gps's map and its fence editor. */
export function useFences(): FencesState {
  const api = useService(TOKENS.Api);
  const [state, setState] = useState<{ fences: readonly TrackingFence[]; loaded: boolean; error: string | null }>({ fences: [], loaded: false, error: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    api.call(getFences).then(
      (answer) => live && setState({ fences: answer.fences, loaded: true, error: null }),
      (error: unknown) => live && setState((current) => ({ ...current, loaded: true, error: translateError(error) })),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, reload };
}
