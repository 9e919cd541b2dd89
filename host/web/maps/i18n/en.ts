import { ERROR_MESSAGES } from '../../../core/messages';
import type { CatalogueOf } from '../../i18n/catalogue-of';

/** English texts of the maps (namespace 'maps'); the error is the spec's message from host/core. */
export const mapsEn = {
  enlarge: 'Enlarge Map',
  close: 'Close map',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  map: 'Map',
  mapType: 'Map type',
  satellite: 'Satellite',
  roadmap: 'Roadmap',
  hybrid: 'Hybrid',
  cluster: '{{count}} places',
  loading: 'Loading map…',
  error: ERROR_MESSAGES.mapLoading,
  selectArea: 'Select area',
  selectAreaHint: 'Drag on the map to select the people in a rectangle (Shift+drag works too)',
  selectVisible: 'Select the visible area',
  legend: 'Legend',
  keys: 'Arrow keys move from country to country, Enter opens the country, + and − zoom.',
} as const;

/** Every other language translates the same keys. */
export type MapsCatalogue = CatalogueOf<typeof mapsEn>;
