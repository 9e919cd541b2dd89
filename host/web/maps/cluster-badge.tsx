import type { ReactElement } from 'react';
import { useTranslation } from '../i18n';
import { MAPS_NAMESPACE } from './i18n/maps-namespace';

/** A cluster of markers on the offline map: a labelled button that zooms to where the cluster splits. */
export function ClusterBadge({
  count,
  x,
  y,
  viewScale,
  onOpen,
}: {
  count: number;
  x: number;
  y: number;
  viewScale: number;
  onOpen: () => void;
}): ReactElement {
  const { t } = useTranslation(MAPS_NAMESPACE);
  // Bigger clusters are a little bigger, within a range that stays readable.
  const radius = Math.min(24, 10 + Math.log2(count) * 2);
  return (
    <g
      className="map-cluster"
      transform={`translate(${x} ${y}) scale(${1 / viewScale})`}
      role="button"
      tabIndex={0}
      aria-label={t('cluster', { count })}
      data-count={count}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen();
        }
      }}
    >
      <circle r={radius} />
      <text aria-hidden="true">{count}</text>
    </g>
  );
}
