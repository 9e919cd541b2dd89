import type { TrackingApp } from '../../plugins/tracking/contract/tracking-apps';

/** What `--protocol` takes: one app's format each, or `mixed` (the four in turn across the devices). */
export const SIMULATED_PROTOCOLS = ['osmand', 'traccar-form', 'traccar-json', 'owntracks'] as const;
export type SimulatedProtocol = (typeof SIMULATED_PROTOCOLS)[number];
export type ProtocolChoice = SimulatedProtocol | 'mixed';

export function isProtocolChoice(value: string): value is ProtocolChoice {
  return value === 'mixed' || (SIMULATED_PROTOCOLS as readonly string[]).includes(value);
}

/** The app a device of this protocol is paired for (both Traccar forms are Traccar Client). */
export function appOfProtocol(protocol: SimulatedProtocol): TrackingApp {
  if (protocol === 'osmand') return 'osmand';
  return protocol === 'owntracks' ? 'owntracks' : 'traccar';
}

/** The protocol of the device at `index`: `mixed` deals the four out in turn. */
export function protocolOfDevice(choice: ProtocolChoice, index: number): SimulatedProtocol {
  if (choice !== 'mixed') return choice;
  return SIMULATED_PROTOCOLS[index % SIMULATED_PROTOCOLS.length] ?? 'osmand';
}

/** Only Traccar Client has an SOS button. */
export function canSendSos(protocol: SimulatedProtocol): boolean {
  return protocol === 'traccar-form' || protocol === 'traccar-json';
}
