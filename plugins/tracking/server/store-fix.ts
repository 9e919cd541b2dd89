import type { OpenedSos } from './open-sos';

/** What storing a fix did. */
export interface StoredFix {
  /** Whether anything a viewer sees changed (a position stored). */
  changed: boolean;
  /** The SOS this fix opened, to be mailed once committed. */
  newSos: OpenedSos | null;
}
