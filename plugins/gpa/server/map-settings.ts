import type { PlatformServices } from '@vigil/server-sdk';
import type { GeneralDetail } from '../contract';

/**
 * An address the browser will load or link to: http(s), or a path on this server. Anything else (javascript:,
 * data:, a bare word) is refused at start rather than served into a page.
 */
function webAddress(name: string, value: string): string {
  if (/^\/(?!\/)/.test(value)) return value;
  try {
    const { protocol } = new URL(value);
    if (protocol === 'https:' || protocol === 'http:') return value;
  } catch {
    // Reported below, as every unusable value.
  }
  throw new Error(`${name} must be an http(s) URL or a path starting with /, not '${value}'`);
}

function addressSetting(platform: Pick<PlatformServices, 'setting'>, name: string): string | null {
  const value = platform.setting(name);
  return value === undefined ? null : webAddress(name, value);
}

/**
 * The /Gpa world map as an image, and the map file its download button offers, as ops configure them
 * (VIGIL_GPA_MAP_IMAGE, VIGIL_GPA_MAP_FILE: https URLs or paths on this server; README, Configuration). Null when
 * unset: /Gpa then draws the clickable world map and the button downloads the generated world-map PDF. Read when
 * the server starts, so a value a page must not load stops the start.
 */
export function mapSettings(platform: Pick<PlatformServices, 'setting'>): GeneralDetail {
  return { map: addressSetting(platform, 'VIGIL_GPA_MAP_IMAGE'), file: addressSetting(platform, 'VIGIL_GPA_MAP_FILE') };
}
