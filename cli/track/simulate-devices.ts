import { randomPath, pointOnPath, type DevicePath } from './device-path';
import { ingestRequest, type SimulatedDevice } from './ingest-request';
import { IngestTally, type IngestSummary } from './ingest-tally';
import { quietSchedule } from './quiet-schedule';
import { sendIngestRequest } from './send-ingest-request';
import { between, seededRandom, type Random } from './seeded-random';
import type { SimulatedFix } from './simulated-fix';
import { canSendSos } from './simulated-protocol';

export interface SimulationOptions {
  intervalSeconds: number;
  durationSeconds: number;
  /** The share of devices that stop sending part-way (0..1). */
  quietShare: number;
  /** One Traccar Client device presses SOS half-way through. */
  sos: boolean;
  timeoutMs: number;
  /** Replays the same paths, noise and quiet devices. */
  seed: number;
}

export interface SimulationResult extends IngestSummary {
  /** The devices that went quiet, by index. */
  quiet: number[];
  /** The device that sent the SOS, by index, or null. */
  sosDevice: number | null;
}

/** A device's moving state: its trip, its battery and what it measures at a moment of the run. */
interface DeviceState {
  path: DevicePath;
  random: Random;
  battery: number;
  charging: boolean;
  altitude: number;
}

function deviceState(random: Random): DeviceState {
  return { path: randomPath(random), random, battery: between(random, 0.35, 1), charging: random() < 0.1, altitude: between(random, 40, 400) };
}

/** The fix a device takes `seconds` into the run, at wall-clock `timeMs`. */
export function fixOf(state: DeviceState, seconds: number, timeMs: number): SimulatedFix {
  const point = pointOnPath(state.path, seconds, state.random);
  const battery = state.charging ? Math.min(1, state.battery + seconds / 20_000) : Math.max(0.05, state.battery - seconds / 40_000);
  return {
    lat: point.lat,
    lon: point.lon,
    timeMs,
    speed: point.speed,
    bearing: point.bearing,
    altitude: state.altitude + between(state.random, -3, 3),
    accuracy: between(state.random, 4, 20),
    battery: Math.round(battery * 100) / 100,
    charging: state.charging,
  };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Drives every device at once for the run's duration: each sends a fix every interval (the first at a random
 * moment of the first interval, as phones are not in step), the quiet ones stop at their time, and with `sos` the
 * first Traccar Client device sends its SOS on its first fix past half-way.
 */
export async function simulateDevices(devices: readonly SimulatedDevice[], options: SimulationOptions): Promise<SimulationResult> {
  const random = seededRandom(options.seed);
  const stops = quietSchedule(devices.length, options.quietShare, options.durationSeconds, random);
  const sosDevice = options.sos ? devices.findIndex((device) => canSendSos(device.protocol)) : -1;
  if (sosDevice >= 0) stops[sosDevice] = null;
  const tally = new IngestTally();
  const started = Date.now();
  const durationMs = options.durationSeconds * 1000;
  const intervalMs = options.intervalSeconds * 1000;

  await Promise.all(
    devices.map(async (device, index) => {
      const state = deviceState(seededRandom(options.seed + 7919 * (index + 1)));
      const stopMs = stops[index] === null ? durationMs : (stops[index] as number) * 1000;
      let sosSent = false;
      let first = true;
      const endMs = Math.min(durationMs, stopMs);
      for (let due = between(state.random, 0, intervalMs); due < endMs; due += intervalMs) {
        await sleep(started + due - Date.now());
        const now = Date.now();
        const fix = fixOf(state, (now - started) / 1000, now);
        // Past half-way, or the last fix of a run too short to have one.
        if (index === sosDevice && !sosSent && (due >= durationMs / 2 || due + intervalMs >= endMs)) {
          fix.sos = true;
          sosSent = true;
        }
        const outcome = await sendIngestRequest(ingestRequest(device, fix, first), options.timeoutMs);
        tally.record(outcome.status, outcome.latencyMs);
        first = false;
      }
    }),
  );
  return {
    ...tally.summary(),
    quiet: stops.flatMap((stop, index) => (stop === null ? [] : [index])),
    sosDevice: sosDevice >= 0 ? sosDevice : null,
  };
}
