/** Where the map centres for each continent (countries-list continent codes); unknown codes show the world. */
export const CONTINENT_VIEWS: Readonly<Record<string, { latitude: number; longitude: number; zoomLevel: number }>> = {
  AF: { latitude: 2, longitude: 20, zoomLevel: 3 },
  AN: { latitude: -80, longitude: 0, zoomLevel: 2 },
  AS: { latitude: 34, longitude: 100, zoomLevel: 3 },
  EU: { latitude: 52, longitude: 15, zoomLevel: 4 },
  NA: { latitude: 40, longitude: -100, zoomLevel: 3 },
  OC: { latitude: -22, longitude: 140, zoomLevel: 3 },
  SA: { latitude: -15, longitude: -60, zoomLevel: 3 },
};

export const WORLD_VIEW = { latitude: 46.065, longitude: 23.44633, zoomLevel: 1 };
