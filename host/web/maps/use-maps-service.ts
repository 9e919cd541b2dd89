import { useMemo } from 'react';
import { useContainer } from '../services-context';
import { TOKENS } from '../services/tokens';
import { BrowserMapsService, type MapsService } from './maps-service';

// A container without Maps (a plugin's component test with only the fakes it needs) still draws maps, offline.
const standalone = new BrowserMapsService({ config: { googleMapsKey: '' } as never });

/** The bound MapsService, or a standalone one without a Google key. */
export function useMapsService(): MapsService {
  const container = useContainer();
  return useMemo(() => (container.isBound(TOKENS.Maps) ? container.get(TOKENS.Maps) : standalone), [container]);
}
