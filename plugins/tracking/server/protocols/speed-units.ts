/** The international knot: 1852 m per hour. */
export function knotsToMetresPerSecond(knots: number): number {
  return (knots * 1852) / 3600;
}

export function kilometresPerHourToMetresPerSecond(kmh: number): number {
  return kmh / 3.6;
}
