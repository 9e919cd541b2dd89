import { MAP_DEFAULTS } from './map-defaults';
import type { MarkerMapProps } from './marker-map-props';

const NO_SHAPES: never[] = [];

/** The marker map's props once the defaults every engine applies are in. */
export type MarkerMapSettings = MarkerMapProps & Required<Pick<MarkerMapProps, 'center' | 'zoom' | 'shapes'>>;

/**
 * The props with the spec's centre and zoom and no shapes where the page gave none. The defaults are the same
 * objects every render, so the engines' effects keyed on the centre or the shapes do not run again for nothing.
 */
export function withMarkerMapDefaults(props: MarkerMapProps): MarkerMapSettings {
  return {
    ...props,
    center: props.center ?? MAP_DEFAULTS.center,
    zoom: props.zoom ?? MAP_DEFAULTS.zoom,
    shapes: props.shapes ?? NO_SHAPES,
  };
}
