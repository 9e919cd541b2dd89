// d3-geo-projection ships no types and @types has none for v4; only what the maps use is declared.
declare module 'd3-geo-projection' {
  import type { GeoProjection } from 'd3-geo';
  export function geoMiller(): GeoProjection;
}
