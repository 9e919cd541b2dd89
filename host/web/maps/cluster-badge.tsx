import { useMemo, type ReactElement } from 'react';
import { useTranslation } from '../i18n';
import { MAPS_NAMESPACE } from './i18n/maps-namespace';
import type { MarkerTone } from './map-types';

/**
 * A cluster of markers on the offline map: a labelled button that zooms to where the cluster splits, in the tone
 * of its most urgent marker when its markers have tones.
 */
export function ClusterBadge({
  count,
  x,
  y,
  viewScale,
  tone,
  onOpen,
}: {
  count: number;
  x: number;
  y: number;
  viewScale: number;
  tone?: MarkerTone;
  onOpen: () => void;
}): ReactElement {
  const { t } = useTranslation(MAPS_NAMESPACE);
  // Badges render again with every frame of a drag: the label's plural rule is looked up once per count.
  const label = useMemo(() => t('cluster', { count }), [t, count]);
  // Bigger clusters are a little bigger, within a range that stays readable.
  const radius = Math.min(24, 10 + Math.log2(count) * 2);
  return (
    <g
      className="map-cluster"
      transform={`translate(${x} ${y}) scale(${1 / viewScale})`}
      role="button"
      tabIndex={0}
      aria-label={label}
      data-count={count}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen();
        }
      }}
    >
      <circle r={radius} style={tone ? { fill: tone.fill, stroke: tone.ink } : undefined} />
      <text aria-hidden="true" style={tone ? { fill: tone.ink } : undefined}>
        {count}
      </text>
    </g>
  );
}
