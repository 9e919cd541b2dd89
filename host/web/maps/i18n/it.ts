import type { MapsCatalogue } from './en';

/** Italian texts of the maps; loaded only when Italian is chosen. */
export const mapsIt: MapsCatalogue = {
  enlarge: 'Ingrandisci mappa',
  close: 'Chiudi mappa',
  zoomIn: 'Aumenta zoom',
  zoomOut: 'Riduci zoom',
  map: 'Mappa',
  mapType: 'Tipo di mappa',
  satellite: 'Satellite',
  roadmap: 'Stradale',
  hybrid: 'Ibrida',
  cluster: '{{count}} luoghi',
  loading: 'Caricamento mappa…',
  error: 'Errore durante il caricamento della mappa',
  selectArea: 'Seleziona area',
  selectAreaHint: 'Trascina sulla mappa per selezionare le persone in un rettangolo (anche Maiusc+trascina)',
  selectVisible: 'Seleziona l’area visibile',
  legend: 'Legenda',
  keys: 'Le frecce passano da un paese all’altro, Invio apre il paese, + e − cambiano lo zoom.',
};
