import type { ReactElement } from 'react';
import { useTranslation } from '../i18n';
import { MAPS_NAMESPACE } from './i18n/maps-namespace';

export interface AreaSelectControlsProps {
  active: boolean;
  onToggle(on: boolean): void;
  /** The keyboard's way to a selection: the area the view shows (the arrow keys pan, + and − zoom first). */
  onSelectVisible?: () => void;
}

/** The 'Select area' toggle of a marker map, and while it is on, 'Select the visible area'. */
export function AreaSelectControls({ active, onToggle, onSelectVisible }: AreaSelectControlsProps): ReactElement {
  const { t } = useTranslation(MAPS_NAMESPACE);
  return (
    <div className="map-area-select">
      <button type="button" aria-pressed={active} title={t('selectAreaHint')} onClick={() => onToggle(!active)}>
        {t('selectArea')}
      </button>
      {active && onSelectVisible ? (
        <button type="button" onClick={onSelectVisible}>
          {t('selectVisible')}
        </button>
      ) : null}
    </div>
  );
}
