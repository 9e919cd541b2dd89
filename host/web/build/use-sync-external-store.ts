/**
 * `use-sync-external-store/shim` for the web build: mobx-react-lite and wouter import the shim to support Reacts before 18,
 * and the shim's production file carries its fallback even where React has the hook. React 19 has it.
 */
export { useSyncExternalStore } from 'react';
