import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from '../i18n';
import { EnlargeDialog } from './enlarge-dialog';
import { MAPS_NAMESPACE } from './i18n/maps-namespace';
import type { MarkerMapEngine } from './map-types';
import type { MarkerMapProps } from './marker-map-props';
import { OfflineMarkerMap } from './offline-marker-map';
import { useMapsService } from './use-maps-service';

// google-map-react is loaded only when Google really answered, so offline pages never download it.
const GoogleMarkerMap = lazy(() => import('./google-marker-map'));

/**
 * A map of markers: Google Maps when the configured key's script loads, otherwise (no key, no network, a
 * timeout) the offline vector map with the same props. The tracking, travel and documents modules use it.
 * With `fullscreen`, the map is drawn a second time in the maps' full-screen view, as AreaMap's enlarged one.
 */
export function MarkerMap(props: MarkerMapProps): ReactElement {
  const { t } = useTranslation(MAPS_NAMESPACE);
  const service = useMapsService();
  const [engine, setEngine] = useState<MarkerMapEngine | null>(null);

  useEffect(() => {
    let live = true;
    // markerEngine never rejects; the catch is for a fake or a future implementation that does.
    service.markerEngine().then(
      (answer) => live && setEngine(answer),
      () => live && setEngine('offline'),
    );
    return () => {
      live = false;
    };
  }, [service]);

  const loading = (
    <p className="map-loading" role="status">
      {t('loading')}
    </p>
  );
  if (engine === null) return loading;
  const draw = (className = props.className): ReactElement =>
    engine === 'offline' ? (
      <OfflineMarkerMap {...props} className={className} />
    ) : (
      <Suspense fallback={loading}>
        <GoogleMarkerMap {...props} className={className} />
      </Suspense>
    );
  // One shape whether enlarged or not, so that opening the full-screen view does not redraw the page's map.
  return (
    <>
      {draw()}
      {props.fullscreen ? (
        <EnlargeDialog title={props.title} onClose={() => props.onFullscreenClose?.()}>
          {draw('map-fullscreen-map')}
        </EnlargeDialog>
      ) : null}
    </>
  );
}
