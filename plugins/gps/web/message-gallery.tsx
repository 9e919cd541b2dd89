import { useState, type ReactElement } from 'react';
import { formatDate, PICKUP_FIELDS, type EmployeeAlert } from '@vigil/core';
import { useTranslation } from '@vigil/web-sdk';
import { GPS_NS } from './gps-i18n';

export interface MessageGalleryProps {
  alerts: readonly EmployeeAlert[];
  /** The message the gallery opens at. */
  start: number;
}

/**
 * The gallery modal of the person's messages (spec part 2 §2: read opens it at that message): one message at a
 * time, its image large and a pickup's details, stepping to the previous and next ones.
 */
export function MessageGallery({ alerts, start }: MessageGalleryProps): ReactElement {
  const { t, language } = useTranslation(GPS_NS);
  const [index, setIndex] = useState(() => Math.min(Math.max(start, 0), Math.max(alerts.length - 1, 0)));
  const alert = alerts[index];
  if (!alert) return <p className="gps-muted">{t('side.noMessages')}</p>;
  return (
    <section className="gps-gallery" aria-label={t('gallery.position', { index: index + 1, count: alerts.length })}>
      <p className="gps-muted">
        {t('gallery.position', { index: index + 1, count: alerts.length })} · {formatDate(alert.last_update, language)}
        {alert.sender ? ` · ${t('gallery.from', { sender: alert.sender })}` : ''}
      </p>
      {alert.image ? <img className="gps-gallery-image" src={alert.image} alt={t('gallery.image')} /> : null}
      <p className="gps-gallery-content">{alert.content}</p>
      {alert.kind === 'pickup' ? (
        <section aria-label={t('gallery.pickup')}>
          <h3>{t('gallery.pickup')}</h3>
          <dl className="gps-fields">
            {PICKUP_FIELDS.map((field) => (
              <div key={field} style={{ display: 'contents' }}>
                <dt>{t(`message.${field}`)}</dt>
                <dd>{alert[field] ?? t('detail.none')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <div className="gps-gallery-steps">
        <button type="button" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {t('gallery.previous')}
        </button>
        <button type="button" disabled={index >= alerts.length - 1} onClick={() => setIndex(index + 1)}>
          {t('gallery.next')}
        </button>
      </div>
    </section>
  );
}
