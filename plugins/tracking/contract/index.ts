import type { AnyEndpoint } from '@vigil/core';
import { closeSos, getMyTracking, getPersonTrack, raiseSos, setPaused, sharePosition } from './people';
import { getDevices, pairDevice, revokeDevice } from './devices';
import { deleteFence, getFences, saveFence } from './fences';
import { ingestOsmAnd, ingestOwnTracks, ingestTraccar } from './ingest';
import { getSettings, saveSettings } from './settings';
import { getPeopleInRiskCountries } from './risk-countries';

export * from './permissions';
export * from './tracking-apps';
export * from './tracked-person';
export * from './sos-topic';
export * from './devices';
export * from './ingest';
export * from './people';
export * from './fences';
export * from './settings';
export * from './risk-countries';
export type { TrackingServerFunctions } from './server-functions';
export type { DevicePanelViewProps } from './views';

/** Every call of the module, for discovery (OpenAPI, smoke, the host's suites). */
export const endpoints: readonly AnyEndpoint[] = [
  ingestOsmAnd,
  ingestTraccar,
  ingestOwnTracks,
  getDevices,
  pairDevice,
  revokeDevice,
  getPersonTrack,
  getMyTracking,
  setPaused,
  raiseSos,
  sharePosition,
  closeSos,
  getSettings,
  saveSettings,
  getFences,
  saveFence,
  deleteFence,
  getPeopleInRiskCountries,
];
