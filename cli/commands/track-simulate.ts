import { EXIT_CODES, type ExitCode } from '../exit-codes';
import type { CliIo } from '../output/cli-io';
import { signInLegacy, type LegacyFailure } from '../track/legacy-session';
import { pairSimulatedDevices, revokeSimulatedDevices, type PairedDevice } from '../track/pair-simulated-devices';
import { simulateDevices, type SimulationResult } from '../track/simulate-devices';
import type { TrackSimulatePlan } from '../track/simulate-options';

/** The `--json` answer; its field names are a contract with scripts. */
export interface TrackSimulateReport extends SimulationResult {
  devices: number;
  people: number;
  /** Simulated people whose tracking is off: their positions are acknowledged and not kept. */
  peopleNotTracked: number;
  protocols: Record<string, number>;
  revoked: number;
}

function failureCode(failure: LegacyFailure, signingIn: boolean): ExitCode {
  if (failure.unreachable) return EXIT_CODES.unreachable;
  return signingIn ? EXIT_CODES.signInFailed : EXIT_CODES.checksFailed;
}

function report(devices: readonly PairedDevice[], result: SimulationResult, revoked: number): TrackSimulateReport {
  const protocols: Record<string, number> = {};
  for (const device of devices) protocols[device.protocol] = (protocols[device.protocol] ?? 0) + 1;
  const people = new Map(devices.map((device) => [device.employeeId, device.trackingEnabled]));
  return {
    devices: devices.length,
    people: people.size,
    peopleNotTracked: [...people.values()].filter((tracked) => !tracked).length,
    protocols,
    ...result,
    revoked,
  };
}

export function formatSimulateReport(summary: TrackSimulateReport, durationSeconds: number): string {
  const protocols = Object.entries(summary.protocols).map(([name, count]) => `${name} ${count}`).join(', ');
  const refused = Object.entries(summary.refused).map(([status, count]) => `HTTP ${status} ×${count}`).join(', ') || 'none';
  const ms = (value: number | null): string => (value === null ? '-' : `${value} ms`);
  const lines = [
    `devices: ${summary.devices} for ${summary.people} people (${protocols})`,
    `sent: ${summary.sent} positions in ${durationSeconds} s`,
    `acknowledged (2xx): ${summary.acknowledged}`,
    `refused: ${refused}`,
    `unanswered: ${summary.unanswered}`,
    `latency: p50 ${ms(summary.p50Ms)}, p99 ${ms(summary.p99Ms)}`,
    `went quiet: ${summary.quiet.length} device(s)${summary.sosDevice === null ? '' : `; SOS sent by device ${summary.sosDevice + 1}`}`,
  ];
  if (summary.peopleNotTracked > 0) {
    lines.push(`note: ${summary.peopleNotTracked} of the people have tracking switched off: the server acknowledges their positions and keeps none`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * `vigil track simulate`: signs in, pairs the devices for the company's people, drives them for the run and
 * prints what the server acknowledged. Exit codes (cli/exit-codes.ts): 0 when every position was acknowledged,
 * 1 when any was refused or unanswered or a device could not be paired, 2 when the sign-in is refused, 3 when the
 * server does not answer at all.
 */
export async function runTrackSimulate(plan: TrackSimulatePlan, io: CliIo): Promise<ExitCode> {
  const signedIn = await signInLegacy(plan.target);
  if (!signedIn.ok) {
    io.err(`vigil track simulate: could not sign in as '${plan.target.username}': ${signedIn.reason}\n`);
    return failureCode(signedIn, true);
  }
  const session = signedIn.value;
  const paired = await pairSimulatedDevices(session, plan.devices, plan.protocol);
  if (!paired.ok) {
    io.err(`vigil track simulate: pairing failed: ${paired.reason}\n`);
    if (!plan.keepDevices) await revokeSimulatedDevices(session, paired.devices);
    return failureCode(paired, false);
  }
  if (!plan.json) io.out(`paired ${paired.devices.length} devices; sending for ${plan.simulation.durationSeconds} s...\n`);
  const result = await simulateDevices(paired.devices, plan.simulation);
  const revoked = plan.keepDevices ? 0 : await revokeSimulatedDevices(session, paired.devices);
  const summary = report(paired.devices, result, revoked);
  io.out(plan.json ? `${JSON.stringify(summary, null, 2)}\n` : formatSimulateReport(summary, plan.simulation.durationSeconds));
  if (result.sent > 0 && result.unanswered === result.sent) return EXIT_CODES.unreachable;
  return result.acknowledged === result.sent ? EXIT_CODES.ok : EXIT_CODES.checksFailed;
}
