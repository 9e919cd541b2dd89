import type { ReactElement } from 'react';
import { formatDay } from '@vigil/core';
import { TOKENS, useLoad, useService, useTranslation } from '@vigil/web-sdk';
// The travel module's contract only (manifest optionalUses: ['tra']): never its internals.
import { getTravelDetail, type TravelDetail } from '../../tra/contract';
import { GPS_NS } from './gps-i18n';

/**
 * The detail's Travel panel (spec part 2 §2 "Travel (only if tracking is on)", §3 Detail travel (GPS)): the person's
 * current travel, else their next one. Where the travel module is not installed there are no travels: no panel.
 */
export function TravelPanel({ employee }: { employee: number }): ReactElement | null {
  const { t } = useTranslation(GPS_NS);
  const installed = useService(TOKENS.Plugins).some((plugin) => plugin.id === 'tra');
  if (!installed) return null;
  return (
    <section className="gps-panel" aria-label={t('detail.travel')}>
      <h2>{t('detail.travel')}</h2>
      <TravelOf employee={employee} />
    </section>
  );
}

/** A load that failed (and was logged). */
const FAILED = 'failed' as const;

function TravelOf({ employee }: { employee: number }): ReactElement {
  const { t } = useTranslation(GPS_NS);
  const api = useService(TOKENS.Api);
  const load = useLoad(
    () =>
      api.call(getTravelDetail, { employee: String(employee) }).catch((error: unknown) => {
        // Spec part 2 §8: "Travel loading errors are only logged"; the panel shows no travel data, and no notice.
        console.error('The travel of the GPS detail could not be loaded', error);
        return FAILED;
      }),
    `gps-travel-${employee}`,
  );
  if (load.status === 'loading') return <p className="gps-muted">{t('travelPanel.loading')}</p>;
  if (load.status === 'error' || load.data === FAILED) return <p className="gps-muted">{t('detail.none')}</p>;
  if (load.data.travel === null) return <p className="gps-muted">{t('travelPanel.none')}</p>;
  return <TravelFields travel={load.data.travel} />;
}

function TravelFields({ travel }: { travel: TravelDetail }): ReactElement {
  const { t, language } = useTranslation(GPS_NS);
  const reference = [travel.reference_name, travel.reference_email, travel.reference_phone].filter(Boolean).join(' · ');
  return (
    <dl className="gps-fields">
      <dt>{t('travelPanel.name')}</dt>
      <dd>{travel.travel_name}</dd>
      <dt>{t('travelPanel.dates')}</dt>
      <dd>{t('travelPanel.datesValue', { start: formatDay(travel.start_date, language), end: formatDay(travel.end_date, language) })}</dd>
      <dt>{t('travelPanel.countries')}</dt>
      <dd>
        <ul className="gps-travel-countries">
          {travel.countries.map((country) => (
            <li key={country.name}>{country.cities.length > 0 ? `${country.name}: ${country.cities.map((city) => city.city).join(', ')}` : country.name}</li>
          ))}
        </ul>
      </dd>
      <dt>{t('travelPanel.reference')}</dt>
      <dd>{reference || t('detail.none')}</dd>
      <dt>{t('travelPanel.approved')}</dt>
      <dd>{travel.approved ? t('travelPanel.yes') : t('travelPanel.no')}</dd>
    </dl>
  );
}
