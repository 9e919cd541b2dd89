import type { ReactElement } from 'react';
import { formatDate } from '@vigil/core';
import { useTranslation } from '@vigil/web-sdk';
import type { FenceEvent } from '../../tracking/contract/tracked-person';
import { GPS_NS } from './gps-i18n';

/**
 * The person's geofence entries and exits (drawn fences and countries at risk), newest first, each at the time of
 * the fix that proved it: what made them Geofences, and when it ended.
 */
export function FenceEventsPanel({ events }: { events: readonly FenceEvent[] }): ReactElement {
  const { t, language } = useTranslation(GPS_NS);
  return (
    <section className="gps-panel" aria-label={t('fenceEvents.title')}>
      <h2>{t('fenceEvents.title')}</h2>
      {events.length === 0 ? (
        <p className="gps-muted">{t('fenceEvents.none')}</p>
      ) : (
        <ul className="gps-fence-events">
          {events.map((event) => (
            <li key={event.id}>
              <strong>{t(event.kind === 'entry' ? 'fenceEvents.entry' : 'fenceEvents.exit', { fence: event.fence })}</strong>{' '}
              <time dateTime={event.fix_time}>{formatDate(event.fix_time, language)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
