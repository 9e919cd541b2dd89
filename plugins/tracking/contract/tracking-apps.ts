/**
 * The free apps a device can run (no app of our own). Each has its own ingest address, because the apps send
 * speed in different units through the same OsmAnd protocol (docs/decisions.md, "Speed units per source").
 */
export const TRACKING_APPS = ['osmand', 'traccar', 'owntracks'] as const;
export type TrackingApp = (typeof TRACKING_APPS)[number];

export function isTrackingApp(value: string): value is TrackingApp {
  return (TRACKING_APPS as readonly string[]).includes(value);
}

/** The ingest paths under the legacy API base, one per app. */
export const INGEST_PATHS: Readonly<Record<TrackingApp, string>> = {
  osmand: '/tracking/osmand',
  traccar: '/tracking/traccar',
  owntracks: '/tracking/owntracks',
};
