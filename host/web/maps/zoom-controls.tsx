import type { ReactElement } from 'react';
import { useTranslation } from '../i18n';
import { MAPS_NAMESPACE } from './i18n/maps-namespace';
import type { MapView } from './use-map-view';

/** The labelled zoom buttons of a map (and 'Enlarge Map' when the map offers it). */
export function ZoomControls({ view, onEnlarge }: { view: MapView; onEnlarge?: () => void }): ReactElement {
  const { t } = useTranslation(MAPS_NAMESPACE);
  return (
    <div className="map-controls">
      <button type="button" aria-label={t('zoomIn')} title={t('zoomIn')} onClick={view.zoomIn} disabled={view.scale >= view.maxScale}>
        +
      </button>
      <button type="button" aria-label={t('zoomOut')} title={t('zoomOut')} onClick={view.zoomOut} disabled={view.scale <= 1}>
        −
      </button>
      {onEnlarge && (
        <button type="button" className="map-enlarge" onClick={onEnlarge}>
          {t('enlarge')}
        </button>
      )}
    </div>
  );
}
