import { useMemo, type ReactElement } from 'react';
import type { EmployeeDetail } from '@vigil/core';
import { MarkerMap, useTranslation } from '@vigil/web-sdk';
import type { TrackedPerson } from '../../tracking/contract/tracked-person';
import { GPS_NS } from './gps-i18n';
import { displayName } from './list-order';

/** Spec part 2 §9: the user map's zoom (at 500px height). */
export const USER_MAP_ZOOM = 15;

/** The Tracking map: the latest position while tracking is on; otherwise 'no last tracking position'. */
export function TrackingMapPanel({ detail, person }: { detail: EmployeeDetail; person: TrackedPerson | null }): ReactElement {
  const { t } = useTranslation(GPS_NS);
  const lat = person?.lat ?? null;
  const lng = person?.lng ?? null;
  const name = displayName(detail);
  const markers = useMemo(() => (lat !== null && lng !== null ? [{ id: detail.id, lat, lng, name }] : []), [detail.id, lat, lng, name]);
  const shown = detail.isTrackingEnable && lat !== null && lng !== null;
  return (
    <section className="gps-panel" aria-label={t('detail.trackingMap')}>
      <h2>{t('detail.trackingMap')}</h2>
      {shown ? (
        <div className="gps-user-map">
          <MarkerMap markers={markers} center={{ lat, lng }} zoom={USER_MAP_ZOOM} title={t('detail.trackingMap')} />
        </div>
      ) : (
        <p className="gps-muted">{t('detail.noPosition')}</p>
      )}
    </section>
  );
}
