/** Where an area sits in the drawing (the centre of its main territory), for moving between areas by key. */
export interface AreaPoint {
  id: string;
  x: number;
  y: number;
}

export type Direction = 'left' | 'right' | 'up' | 'down';

export const ARROW_DIRECTIONS: Readonly<Record<string, Direction>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

const UNIT: Readonly<Record<Direction, [number, number]>> = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] };

/**
 * The area an arrow key moves to from `from`: the nearest one that lies that way, within 60° either side of the
 * arrow, sideways distance counting double (so Right from Italy goes to the Balkans, not to Tunisia). Null when
 * nothing lies that way.
 */
export function nextArea(points: readonly AreaPoint[], from: AreaPoint, direction: Direction): AreaPoint | null {
  const [ux, uy] = UNIT[direction];
  let best: AreaPoint | null = null;
  let bestScore = Infinity;
  for (const point of points) {
    if (point.id === from.id) continue;
    const dx = point.x - from.x;
    const dy = point.y - from.y;
    const along = dx * ux + dy * uy;
    const across = Math.abs(dx * uy - dy * ux);
    if (along <= 0 || across > along * Math.tan(Math.PI / 3)) continue;
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = point;
    }
  }
  return best;
}

/** The area nearest a point of the drawing (the first tab stop of a world map: the one nearest its middle). */
export function nearestArea(points: readonly AreaPoint[], x: number, y: number): AreaPoint | null {
  let best: AreaPoint | null = null;
  let bestDistance = Infinity;
  for (const point of points) {
    const distance = (point.x - x) ** 2 + (point.y - y) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = point;
    }
  }
  return best;
}
