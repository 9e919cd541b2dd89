import type { ReactElement } from 'react';
import { RISK_LEVEL_COLOURS } from '@vigil/core';
import { useTranslation } from '@vigil/web-sdk';
import type { PersonStatus } from '../../tracking/contract/tracked-person';
import { GPS_NS } from './gps-i18n';

/** Spec part 2 §4: Secure (white), Unreachable (low), Geofences (medium), SOS (high). */
export const STATUS_COLOURS: Readonly<Record<PersonStatus, { background: string; text: string }>> = {
  secure: { background: '#ffffff', text: '#1a1a1a' },
  unreachable: RISK_LEVEL_COLOURS.low,
  geofences: RISK_LEVEL_COLOURS.medium,
  sos: RISK_LEVEL_COLOURS.high,
};

/**
 * The map's colour of each status (a marker, and a cluster holding its most urgent person): the badge's colours,
 * ranked as the status order runs (SOS above all).
 */
export const STATUS_TONES: Readonly<Record<PersonStatus, { fill: string; ink: string; rank: number }>> = {
  secure: { fill: STATUS_COLOURS.secure.background, ink: STATUS_COLOURS.secure.text, rank: 0 },
  unreachable: { fill: STATUS_COLOURS.unreachable.background, ink: STATUS_COLOURS.unreachable.text, rank: 1 },
  geofences: { fill: STATUS_COLOURS.geofences.background, ink: STATUS_COLOURS.geofences.text, rank: 2 },
  sos: { fill: STATUS_COLOURS.sos.background, ink: STATUS_COLOURS.sos.text, rank: 3 },
};

export function StatusBadge({ status }: { status: PersonStatus }): ReactElement {
  const { t } = useTranslation(GPS_NS);
  const colours = STATUS_COLOURS[status];
  return (
    <span className={`gps-status gps-status-${status}`} style={{ background: colours.background, color: colours.text }}>
      {t(`status.${status}`)}
    </span>
  );
}
