export type { DecodedFix, DecodeResult, TrackingSource } from './decoded-fix';
export { decodeOsmAndFields, type OsmAndFields, type OsmAndOptions } from './decode-osmand-fields';
export { decodeTraccarJson, type TraccarJsonOptions } from './decode-traccar-json';
export { decodeOwnTracks, type OwnTracksOptions } from './decode-owntracks';
