import type { ConfigService } from '../services/config-service';
import { loadGoogleMaps } from './google-maps-loader';
import { loadWorldGeometry, type WorldGeometry } from './load-geometry';
import type { MapDetail, MarkerMapEngine } from './map-types';

/**
 * The one map interface of the host: the geometry of the area maps and the choice of engine for marker maps.
 * Components reach it with `useService(TOKENS.Maps)` when bound, so tests can fake a failing load or Google.
 */
export interface MapsService {
  /** Natural Earth countries at `detail`, loaded on demand and cached. */
  loadGeometry(detail: MapDetail): Promise<WorldGeometry>;
  /** 'google' when the configured key's script really loaded, otherwise 'offline'; never rejects. */
  markerEngine(): Promise<MarkerMapEngine>;
}

/** The browser's implementation: geometry from world-atlas chunks, Google with the key from /config.json. */
export class BrowserMapsService implements MapsService {
  constructor(private readonly config: Pick<ConfigService, 'config'>) {}

  loadGeometry(detail: MapDetail): Promise<WorldGeometry> {
    return loadWorldGeometry(detail);
  }

  markerEngine(): Promise<MarkerMapEngine> {
    return loadGoogleMaps(this.config.config.googleMapsKey ?? '');
  }
}
