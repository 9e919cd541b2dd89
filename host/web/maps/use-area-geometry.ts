import { startTransition, useEffect, useState } from 'react';
import { findFeature } from './area-matching';
import type { CountryFeature, WorldGeometry } from './load-geometry';
import type { MapsService } from './maps-service';
import type { MapArea, MapDetail } from './map-types';

export interface AreaGeometry {
  countries: readonly CountryFeature[] | null;
  /** The country the view is fitted to, or null for the whole world. */
  focus: CountryFeature | null;
  /** True when the asked map failed and the low-detail world map (if anything) is shown instead. */
  failed: boolean;
}

const LOADING: AreaGeometry = { countries: null, focus: null, failed: false };

/**
 * The geometry of an area map. A region (ISO3 of one of `areas`) is that country's map; when it cannot be
 * loaded or found, the low-detail world map is shown and `failed` is set (spec part 1 §8).
 */
export function useAreaGeometry(
  service: MapsService,
  detail: MapDetail,
  region: string | undefined,
  areas: readonly MapArea[],
): AreaGeometry {
  const [state, setState] = useState<AreaGeometry>(LOADING);
  const regionArea = region ? areas.find((area) => area.iso3?.toUpperCase() === region.toUpperCase()) : undefined;
  const regionKey = region ? `${region}|${regionArea?.name ?? ''}|${regionArea?.numericCode ?? ''}` : '';

  useEffect(() => {
    let live = true;
    // A transition: React may then render the countries in slices and let the page respond in between.
    const show = (next: AreaGeometry): void => {
      if (live) startTransition(() => setState(next));
    };
    const wanted = async (): Promise<AreaGeometry> => {
      const world: WorldGeometry = await service.loadGeometry(detail);
      if (!region) return { countries: world.features, focus: null, failed: false };
      const focus = regionArea && findFeature(world.features, regionArea);
      if (!focus) throw new Error(`No map for region ${region}`);
      return { countries: world.features, focus, failed: false };
    };
    wanted()
      .catch(async () => {
        const world = await service.loadGeometry('low').catch(() => null);
        return { countries: world?.features ?? [], focus: null, failed: true };
      })
      .then(show);
    return () => {
      live = false;
    };
    // regionKey stands for region and regionArea.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [service, detail, regionKey]);
  return state;
}
