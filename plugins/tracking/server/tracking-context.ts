import type { PlatformServices } from '@vigil/server-sdk';
import type { Announce } from './announce';
import type { FixWriter } from './fix-writer';
import type { TrackingDatabase, TrackingTables } from './tables';

/** What the module's handlers use of the platform, plus the one announcer of changed people. */
export interface TrackingContext {
  db: TrackingDatabase;
  mail: PlatformServices<TrackingTables>['mail'];
  log: PlatformServices<TrackingTables>['log'];
  config: PlatformServices<TrackingTables>['config'];
  announce: Announce;
  /** Where the ingest's fixes are written, in batches. */
  fixes: FixWriter;
}
