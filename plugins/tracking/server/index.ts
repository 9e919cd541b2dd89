import { bind, defineServerPart } from '@vigil/server-sdk';
import {
  closeSos,
  getDevices,
  getSettings,
  getMyTracking,
  getPeopleInRiskCountries,
  getPersonTrack,
  ingestOsmAnd,
  ingestOwnTracks,
  ingestTraccar,
  pairDevice,
  raiseSos,
  revokeDevice,
  saveSettings,
  setPaused,
  sharePosition,
} from '../contract';
import { peopleAnnouncer } from './announce';
import { sosTopic } from './sos-topic';
import { closeOpenSos } from './close-sos';
import { readCompanySettings, saveCompanySettings } from './company-settings';
import { deleteExpiredPositions } from './delete-expired-positions';
import { countriesAtRisk } from './fences/countries-at-risk';
import { FixWriter } from './fix-writer';
import { gpaLevels } from './gpa-levels';
import { peopleFallingSilent } from './falling-silent';
import { ingestOsmAndFix } from './ingest-osmand';
import { ingestOwnTracksFix } from './ingest-owntracks';
import { ingestTraccarFix } from './ingest-traccar';
import { listDevices } from './list-devices';
import { migration as createTracking } from './migrations/tracking-001-create-tracking';
import { migration as createFences } from './migrations/tracking-002-create-fences';
import { migration as oneOpenSos } from './migrations/tracking-003-one-open-sos';
import { migration as viewsByTime } from './migrations/tracking-004-views-by-time';
import { fenceBindings } from './fences/fence-calls';
import { myTracking } from './my-tracking';
import { pairNewDevice } from './pair-device';
import { peopleInRiskCountries } from './people-in-risk-countries';
import { peopleTopic } from './people-topic';
import { personTrack } from './person-track';
import { raiseWebSos } from './raise-sos';
import { retentionCheckPeriodMs } from './retention-check-period';
import { revokePairedDevice } from './revoke-device';
import { seedDemoDevices } from './seed-demo-devices';
import { trackingServerFunctions } from './server-functions';
import { setTrackingPaused } from './set-paused';
import { shareWebPosition } from './share-position';
import type { TrackingTables } from './tables';
import type { TrackingContext } from './tracking-context';

/** How often the server looks for people who just turned Unreachable; a viewer hears of it within this. */
const SILENCE_CHECK_MS = 10_000;

/**
 * Devices, positions and statuses (issue 20): the phones' ingest (their own secret is their door), pairing, the
 * person's own tracking and SOS, and what the GPS screens read through `provides`. The host checks sessions,
 * permissions and the declared input before a handler runs; the ingest handlers check the device.
 */
export default defineServerPart<TrackingTables>({
  migrations: [createTracking, createFences, oneOpenSos, viewsByTime],
  // After the platform's steps, so the demo staff are there.
  seedSteps: [{ name: 'tracking-demo-devices', run: (db) => seedDemoDevices(db) }],
  endpoints: (platform) => {
    const context: TrackingContext = {
      db: platform.db,
      mail: platform.mail,
      log: platform.log,
      config: platform.config,
      announce: peopleAnnouncer(platform),
      fixes: new FixWriter(platform.db, countriesAtRisk(platform)),
    };
    return [
      bind(ingestOsmAnd, ingestOsmAndFix(context)),
      bind(ingestTraccar, ingestTraccarFix(context)),
      bind(ingestOwnTracks, ingestOwnTracksFix(context)),
      bind(getDevices, listDevices(platform.db)),
      bind(pairDevice, pairNewDevice(context)),
      bind(revokeDevice, revokePairedDevice(context)),
      bind(getPersonTrack, personTrack(platform.db)),
      bind(getMyTracking, myTracking(platform.db)),
      bind(setPaused, setTrackingPaused(context)),
      bind(raiseSos, raiseWebSos(context)),
      bind(sharePosition, shareWebPosition(context)),
      bind(closeSos, closeOpenSos(context)),
      ...fenceBindings(platform.db, context.announce),
      bind(getSettings, readCompanySettings(platform.db)),
      bind(saveSettings, saveCompanySettings(platform.db)),
      bind(getPeopleInRiskCountries, peopleInRiskCountries(platform.db, gpaLevels(platform))),
    ];
  },
  provides: (db) => trackingServerFunctions(db),
  liveTopics: (platform) => [peopleTopic(platform.db), sosTopic(platform.db)],
  jobs: (platform) => {
    const announce = peopleAnnouncer(platform);
    return [
      {
        // Unreachable is computed when read; no request marks the moment someone falls silent, so this announces it.
        name: 'announcing people who fell silent',
        everyMs: SILENCE_CHECK_MS,
        run: async () => announce(await peopleFallingSilent(platform.db, Date.now(), 2 * SILENCE_CHECK_MS)),
      },
      {
        name: 'deleting positions past their retention',
        everyMs: retentionCheckPeriodMs(platform),
        run: async () => announce((await deleteExpiredPositions(platform.db, Date.now())).forgotten),
      },
    ];
  },
});
