import type { DeviceSetup } from '../../plugins/tracking/contract/devices';
import { osmAndRequest } from './osmand-request';
import { ownTracksRequest } from './owntracks-request';
import type { IngestRequest, SimulatedFix } from './simulated-fix';
import type { SimulatedProtocol } from './simulated-protocol';
import { traccarFormRequest, traccarQueryRequest } from './traccar-form-request';
import { traccarJsonRequest } from './traccar-json-request';

/** A paired device as the simulator drives it: its protocol and the setup the pairing answered. */
export interface SimulatedDevice {
  protocol: SimulatedProtocol;
  setup: Pick<DeviceSetup, 'url' | 'identifier' | 'password'>;
  /** Its number among the simulated devices: OwnTracks' device name, and which Traccar form it uses. */
  index: number;
}

/**
 * The request a device's app sends for a fix. `traccar-form` devices alternate between the query string with an
 * empty body (what Traccar Client sends) and a form body, so both forms of the OsmAnd protocol are exercised;
 * `first` marks a trip's first fix (Traccar Client's JSON then carries the `motionchange` event).
 */
export function ingestRequest(device: SimulatedDevice, fix: SimulatedFix, first = false): IngestRequest {
  const { setup } = device;
  switch (device.protocol) {
    case 'osmand':
      return osmAndRequest(setup.url, fix);
    case 'traccar-form':
      return device.index % 2 === 0
        ? traccarQueryRequest(setup.url, setup.identifier ?? '', fix)
        : traccarFormRequest(setup.url, setup.identifier ?? '', fix);
    case 'traccar-json':
      return traccarJsonRequest(setup.url, setup.identifier ?? '', fix, first ? 'motionchange' : undefined);
    case 'owntracks':
      return ownTracksRequest(
        setup.url,
        { user: setup.identifier ?? '', password: setup.password ?? '', device: `sim${String(device.index).padStart(2, '0')}` },
        fix,
      );
  }
}
