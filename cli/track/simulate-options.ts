import type { CliDefaults } from '../config/cli-defaults';
import { resolveSignedInTarget, type SignInFlags } from '../config/signed-in-target';
import type { LegacyTarget } from './legacy-session';
import type { SimulationOptions } from './simulate-devices';
import { isProtocolChoice, SIMULATED_PROTOCOLS, type ProtocolChoice } from './simulated-protocol';

/** `vigil track simulate` options as commander hands them over: strings, and the switches. */
export interface TrackSimulateFlags extends SignInFlags {
  devices: string;
  protocol: string;
  interval: string;
  duration: string;
  quietShare: string;
  sos?: boolean;
  seed?: string;
  keepDevices?: boolean;
  json?: boolean;
}

export interface TrackSimulatePlan {
  target: LegacyTarget;
  devices: number;
  protocol: ProtocolChoice;
  simulation: SimulationOptions;
  keepDevices: boolean;
  json: boolean;
}

/** Enough devices for the seed's 10,000 tracked staff, with room: more is a load test for autocannon. */
export const MAX_SIMULATED_DEVICES = 20_000;

function number(value: string, flag: string, check: (parsed: number) => boolean, words: string): number | string {
  const parsed = Number(value);
  return value.trim() !== '' && Number.isFinite(parsed) && check(parsed) ? parsed : `${flag} must be ${words}, got '${value}'`;
}

/** Checks the flags and fills them from the defaults; a string says what is wrong. */
export function resolveSimulatePlan(flags: TrackSimulateFlags, defaults: CliDefaults): TrackSimulatePlan | string {
  const target = resolveSignedInTarget(flags, defaults);
  if (typeof target === 'string') return target;
  if (!isProtocolChoice(flags.protocol)) return `--protocol must be one of ${[...SIMULATED_PROTOCOLS, 'mixed'].join(', ')}, got '${flags.protocol}'`;
  const devices = number(flags.devices, '--devices', (n) => Number.isInteger(n) && n >= 1 && n <= MAX_SIMULATED_DEVICES, `a whole number from 1 to ${MAX_SIMULATED_DEVICES}`);
  // Whole seconds at least: OwnTracks and the Traccar form send times in seconds, and a device's fix time is unique.
  const interval = number(flags.interval, '--interval', (n) => n >= 1 && n <= 3600, 'a number of seconds from 1 to 3600');
  const duration = number(flags.duration, '--duration', (n) => n > 0 && n <= 86_400, 'a number of seconds from 1 to 86400');
  const quietShare = number(flags.quietShare, '--quiet-share', (n) => n >= 0 && n <= 1, 'a share from 0 to 1');
  const seed = number(flags.seed ?? String(Date.now() % 1_000_000), '--seed', Number.isInteger, 'a whole number');
  for (const checked of [devices, interval, duration, quietShare, seed]) if (typeof checked === 'string') return checked;
  if (flags.sos && flags.protocol !== 'mixed' && !flags.protocol.startsWith('traccar')) {
    return `--sos needs a Traccar Client device (the app with an SOS button): use --protocol traccar-form, traccar-json or mixed`;
  }
  if (flags.sos && flags.protocol === 'mixed' && (devices as number) < 2) return '--sos with --protocol mixed needs --devices 2 or more (the second is a Traccar Client)';
  return {
    target,
    devices: devices as number,
    protocol: flags.protocol,
    simulation: {
      intervalSeconds: interval as number,
      durationSeconds: duration as number,
      quietShare: quietShare as number,
      sos: Boolean(flags.sos),
      timeoutMs: target.timeoutMs,
      seed: seed as number,
    },
    keepDevices: Boolean(flags.keepDevices),
    json: Boolean(flags.json),
  };
}
