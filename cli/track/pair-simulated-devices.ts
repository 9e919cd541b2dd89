import type { PersonnelEmployee } from '../../host/core/contract/personnel-employee';
import { getEmployees } from '../../host/core/contract/personnel';
import { pairDevice, revokeDevice, type DeviceSetup, type TrackingDevice } from '../../plugins/tracking/contract/devices';
import type { SimulatedDevice } from './ingest-request';
import type { LegacyFailure, LegacySession } from './legacy-session';
import { appOfProtocol, protocolOfDevice, type ProtocolChoice } from './simulated-protocol';

export interface PairedDevice extends SimulatedDevice {
  deviceId: number;
  employeeId: number;
  employeeName: string;
  trackingEnabled: boolean;
}

export type PairingResult = { ok: true; devices: PairedDevice[] } | (LegacyFailure & { devices: PairedDevice[] });

/**
 * The people to simulate, those with tracking on first (positions of the others are acknowledged but not kept,
 * issue 20's privacy rule), then by id so that runs pick the same people; disabled accounts are left out.
 */
export function simulatedPeople(employees: readonly PersonnelEmployee[]): PersonnelEmployee[] {
  return employees
    .filter((employee) => !employee.hidden)
    .sort((a, b) => Number(b.isTrackingEnable) - Number(a.isTrackingEnable) || a.id - b.id);
}

/**
 * Pairs `count` devices, one per person while there are people, then round again (a person may carry a few). A
 * person the server refuses another device (409: their limit) is skipped for the rest of the pairing.
 */
export async function pairSimulatedDevices(session: LegacySession, count: number, choice: ProtocolChoice): Promise<PairingResult> {
  const listed = await session.call<PersonnelEmployee[]>('GET', getEmployees.path);
  if (!listed.ok) return { ...listed, devices: [] };
  const people = simulatedPeople(listed.value);
  const full = new Set<number>();
  const devices: PairedDevice[] = [];
  let turn = 0;
  while (devices.length < count) {
    const candidates = people.filter((person) => !full.has(person.id));
    const person = candidates[turn % Math.max(1, candidates.length)];
    if (!person) {
      const reason = `only ${devices.length} of ${count} devices could be paired: every listed person has the most devices allowed`;
      return { ok: false, unreachable: false, status: 409, reason, devices };
    }
    const index = devices.length;
    const protocol = protocolOfDevice(choice, index);
    const paired = await session.call<{ device: TrackingDevice; setup: DeviceSetup }>('POST', pairDevice.path, {
      employee: String(person.id),
      app: appOfProtocol(protocol),
      label: `Simulator ${index + 1}`,
    });
    if (!paired.ok && paired.status === 409) {
      full.add(person.id);
      continue;
    }
    if (!paired.ok) return { ...paired, devices };
    devices.push({
      protocol,
      index,
      setup: paired.value.setup,
      deviceId: paired.value.device.id,
      employeeId: person.id,
      employeeName: `${person.name} ${person.surname}`.trim(),
      trackingEnabled: person.isTrackingEnable,
    });
    turn += 1;
  }
  return { ok: true, devices };
}

/** Revokes the devices a run paired, so that runs do not pile devices up on the demo staff. */
export async function revokeSimulatedDevices(session: LegacySession, devices: readonly PairedDevice[]): Promise<number> {
  let revoked = 0;
  for (const device of devices) {
    const answer = await session.call('POST', revokeDevice.path, { device: String(device.deviceId) });
    if (answer.ok) revoked += 1;
  }
  return revoked;
}
