import { render, type RenderResult } from '@testing-library/react';
import { Container } from 'inversify';
import type { ReactElement, ReactNode } from 'react';
import { loadWorldGeometry } from '../../../host/web/maps/load-geometry';
import type { MapsService } from '../../../host/web/maps/maps-service';
import { ServicesProvider } from '../../../host/web/services-context';
import { TOKENS } from '../../../host/web/services/tokens';

/** A MapsService with the real world-atlas geometry; each part can be replaced (a failing load, Google). */
export function fakeMapsService(overrides: Partial<MapsService> = {}): MapsService {
  return {
    loadGeometry: (detail) => loadWorldGeometry(detail),
    markerEngine: () => Promise.resolve('offline'),
    ...overrides,
  };
}

/** Renders a map inside a container with `maps` bound to TOKENS.Maps (none bound when `maps` is null). */
export function renderMap(element: ReactElement, maps: MapsService | null = fakeMapsService()): RenderResult {
  const container = new Container();
  if (maps) container.bind(TOKENS.Maps).toConstantValue(maps);
  // A wrapper, not a parent element, so that `rerender` keeps the provider.
  const wrapper = ({ children }: { children: ReactNode }): ReactElement => (
    <ServicesProvider container={container}>{children}</ServicesProvider>
  );
  return render(element, { wrapper });
}
