import type { ReactElement } from 'react';
import { useTranslation } from '@vigil/web-sdk';
import { LOCATE_NS } from './locate-namespace';
import { LOCATE_TONES } from './locate-people';

/** What the two marker styles mean: a latest position, or a planned location from today's itinerary. */
export function LocateLegend(): ReactElement {
  const { t } = useTranslation(LOCATE_NS);
  const entries = [
    { key: 'position', tone: LOCATE_TONES.position, label: t('locate.legendPosition') },
    { key: 'itinerary', tone: LOCATE_TONES.itinerary, label: t('locate.legendPlanned') },
  ];
  return (
    <ul className="tra-locate-legend" aria-label={t('locate.legend')}>
      {entries.map(({ key, tone, label }) => (
        <li key={key}>
          <span className="tra-locate-swatch" style={{ background: tone.fill, borderColor: tone.ink }} aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}
