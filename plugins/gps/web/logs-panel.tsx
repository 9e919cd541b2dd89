import type { ReactElement } from 'react';
import { formatDate } from '@vigil/core';
import { useTranslation } from '@vigil/web-sdk';
import type { TrackPoint } from '../../tracking/contract/tracked-person';
import { GPS_NS } from './gps-i18n';

const COLUMNS = ['time', 'coordinates', 'speed', 'accuracy', 'battery', 'source'] as const;

/** Tracking stores speed in m/s; the logs show km/h. */
export function kilometresPerHour(metresPerSecond: number): string {
  return (metresPerSecond * 3.6).toFixed(1);
}

function cells(point: TrackPoint, none: string, language: string): Record<(typeof COLUMNS)[number], string> {
  return {
    time: formatDate(point.fix_time, language),
    coordinates: `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`,
    speed: point.speed === null ? none : kilometresPerHour(point.speed),
    accuracy: point.accuracy === null ? none : String(Math.round(point.accuracy)),
    battery: point.battery === null ? none : String(Math.round(point.battery)),
    source: point.source,
  };
}

/** The Logs panel: the person's newest fixes, as tracking answers them (newest first). */
export function LogsPanel({ positions }: { positions: readonly TrackPoint[] }): ReactElement {
  const { t, language } = useTranslation(GPS_NS);
  const none = t('detail.none');
  return (
    <section className="gps-panel" aria-label={t('detail.logs')}>
      <h2>{t('detail.logs')}</h2>
      {positions.length === 0 ? (
        <p className="gps-muted">{t('detail.noLogs')}</p>
      ) : (
        // Focusable, so that a keyboard can scroll the newest hundred fixes too.
        <div className="gps-table-scroll" tabIndex={0} role="group" aria-label={t('detail.logs')}>
          <table className="gps-logs">
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {t(`detail.logColumns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {positions.map((point) => {
                const row = cells(point, none, language);
                return (
                  <tr key={point.id}>
                    {COLUMNS.map((column) => (
                      <td key={column}>{row[column]}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
