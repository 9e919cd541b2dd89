import type { ReactElement } from 'react';
import { useTranslation } from '../i18n';
import { MAPS_NAMESPACE } from './i18n/maps-namespace';
import type { MapType } from './map-types';

const TYPES: readonly MapType[] = ['hybrid', 'roadmap', 'satellite'];

/** Google's map types as a group of toggle buttons (part 2 §4: hybrid by default, roadmap or satellite). */
export function MapTypeToggle({ value, onChange }: { value: MapType; onChange: (type: MapType) => void }): ReactElement {
  const { t } = useTranslation(MAPS_NAMESPACE);
  return (
    <div className="map-type-toggle" role="group" aria-label={t('mapType')}>
      {TYPES.map((type) => (
        <button key={type} type="button" aria-pressed={value === type} onClick={() => onChange(type)}>
          {t(type)}
        </button>
      ))}
    </div>
  );
}
