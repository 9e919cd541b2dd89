import { useMemo, useState, type ReactElement } from 'react';
import { MarkerMap, useTranslation, type MapMarker } from '@vigil/web-sdk';
import type { DocBuilding, Document } from '../contract';
import { DOCS_NS } from './docs-i18n';

export interface DocsMapProps {
  buildings: readonly DocBuilding[];
  docs: readonly Document[];
  /** A marker was chosen: its project becomes the list's project filter. */
  onProject(project: number): void;
}

/** One marker per project with a location (the admin sets it; none until then), named with its documents' count. */
export function projectMarkers(buildings: readonly DocBuilding[], docs: readonly Document[], name: (project: string, count: number) => string): MapMarker[] {
  const counts = new Map<number, number>();
  for (const doc of docs) for (const project of doc.buildings) counts.set(project, (counts.get(project) ?? 0) + 1);
  return buildings.flatMap((building) =>
    building.lat === null || building.lng === null ? [] : [{ id: building.id, lat: building.lat, lng: building.lng, title: name(building.label, counts.get(building.id) ?? 0) }],
  );
}

/**
 * 'Documents by location' (spec part 2 §2): the projects' markers, and the maps' full-screen view (its Close button
 * or Escape leaves it). A marker chosen there filters the list too.
 */
export function DocsMap({ buildings, docs, onProject }: DocsMapProps): ReactElement {
  const { t } = useTranslation(DOCS_NS);
  const [fullscreen, setFullscreen] = useState(false);
  const markers = useMemo(() => projectMarkers(buildings, docs, (project, count) => t('map.marker', { project, count })), [buildings, docs, t]);

  return (
    <section className="docs-map-panel" aria-label={t('map.title')}>
      <header className="docs-map-header">
        <h2>{t('map.title')}</h2>
        <button type="button" className="button" aria-pressed={fullscreen} onClick={() => setFullscreen(true)}>
          {t('map.fullscreen')}
        </button>
      </header>
      {markers.length === 0 ? <p className="docs-muted">{t('map.noLocation')}</p> : null}
      <div className="docs-map">
        <MarkerMap
          markers={markers}
          title={t('map.title')}
          onMarkerClick={(marker) => onProject(Number(marker.id))}
          fullscreen={fullscreen}
          onFullscreenClose={() => setFullscreen(false)}
        />
      </div>
    </section>
  );
}
