import { angle, cross, dot, length as norm, nearestOnArc, unitVector, type ArcFoot, type UnitVector } from './arc-distance';
import type { LonLat } from './fence';

/** The nearest border point of an area, from a point: how far, and on which side. */
export type Nearest = {
  /** Radians on the unit sphere to the nearest border (the antimeridian cut is no border). */
  distance: number;
  /** Inside the area; null when the side could not be read from the nearest border (a cut was nearer): ask d3. */
  inside: boolean | null;
};

/**
 * A node of the border's tree: a cap (centre, angular radius) that holds its edges (a leaf, `first` to `last`) or its
 * children's caps. Consecutive edges lie near each other, so caps of consecutive edges stay small.
 */
type Cap = { centre: UnitVector; radius: number; first: number; last: number; children: Cap[] | null };

/** Edges per leaf, and children per node: small caps, shallow tree. */
const FAN_OUT = 8;

/*
 * world-atlas cuts the countries that cross the antimeridian (Russia, Fiji) along ±180°: that cut is no border,
 * and a person in Chukotka is not near leaving Russia.
 */
const onCut = (a: LonLat, b: LonLat): boolean => Math.abs(a[0]) === 180 && a[0] === b[0];

function centreOf(points: readonly UnitVector[]): UnitVector {
  const sum: UnitVector = [0, 0, 0];
  for (const point of points) {
    sum[0] += point[0];
    sum[1] += point[1];
    sum[2] += point[2];
  }
  const size = norm(sum);
  return size > 1e-9 ? [sum[0] / size, sum[1] / size, sum[2] / size] : [1, 0, 0];
}

/** A cap of a quarter of the sphere or more may not hold the arcs between its points: it is never skipped. */
const bounded = (centre: UnitVector, radius: number): number => (radius < Math.PI / 2 ? radius : Math.PI);

function parentOf(children: Cap[]): Cap {
  const centre = centreOf(children.map((child) => child.centre));
  const radius = Math.max(...children.map((child) => angle(centre, child.centre) + child.radius));
  return { centre, radius: bounded(centre, radius), first: -1, last: -1, children };
}

/**
 * An area's border, indexed for the judge: the nearest border point of a fix in about the time of a few dozen edges
 * whatever the area's size (a country at 1:50m has up to ~12,000), and the side the fix is on read from that nearest
 * border. Rings as d3-geo winds them (prepare-fence.ts `wound`): the area lies on the right of every edge, holes
 * included, so the side of the nearest edge (or, at a vertex, of the corner it turns) is the side of the area.
 */
export class AreaIndex {
  private readonly starts: UnitVector[] = [];
  private readonly ends: UnitVector[] = [];
  private readonly cut: boolean[] = [];
  /** Each edge's own cap: its midpoint and half its length, to skip an edge for the price of one dot product. */
  private readonly middles: UnitVector[] = [];
  private readonly halfLengths: number[] = [];
  /** The edge before and after each, in its ring (rings are closed). */
  private readonly previous: number[] = [];
  private readonly next: number[] = [];
  private readonly roots: Cap[];

  constructor(rings: readonly LonLat[][]) {
    for (const ring of rings) {
      const points = ring.filter((point, i) => i === 0 || point[0] !== ring[i - 1]![0] || point[1] !== ring[i - 1]![1]);
      const count = points.length - 1;
      if (count < 2) continue;
      const base = this.starts.length;
      for (let i = 0; i < count; i += 1) {
        this.starts.push(unitVector(points[i]!));
        this.ends.push(unitVector(points[i + 1]!));
        this.cut.push(onCut(points[i]!, points[i + 1]!));
        const [a, b] = [this.starts[this.starts.length - 1]!, this.ends[this.ends.length - 1]!];
        this.middles.push(centreOf([a, b]));
        this.halfLengths.push(angle(a, b) / 2 + 1e-12);
        this.previous.push(base + ((i - 1 + count) % count));
        this.next.push(base + ((i + 1) % count));
      }
    }
    // Leaves of consecutive edges (a leaf may span two rings: a cap needs only nearness), then parents of leaves.
    let level: Cap[] = [];
    for (let first = 0; first < this.starts.length; first += FAN_OUT) level.push(this.leaf(first, Math.min(first + FAN_OUT, this.starts.length) - 1));
    while (level.length > FAN_OUT) {
      const parents: Cap[] = [];
      for (let at = 0; at < level.length; at += FAN_OUT) parents.push(parentOf(level.slice(at, at + FAN_OUT)));
      level = parents;
    }
    this.roots = level;
  }

  private leaf(first: number, last: number): Cap {
    const points: UnitVector[] = [];
    for (let e = first; e <= last; e += 1) points.push(this.starts[e]!, this.ends[e]!);
    const centre = centreOf(points);
    const radius = Math.max(...points.map((point) => angle(centre, point)));
    return { centre, radius: bounded(centre, radius), first, last, children: null };
  }

  /** The nearest border point of `point`, and its side (null: ask a full point-in-polygon test). */
  nearest(point: LonLat): Nearest {
    const p = unitVector(point);
    let border = { distance: Infinity, edge: -1, foot: 'between' as ArcFoot };
    let nearestCut = Infinity;
    const lowerBound = (cap: Cap): number => Math.acos(Math.max(-1, Math.min(1, dot(p, cap.centre)))) - cap.radius - 1e-9;
    const visit = (caps: readonly Cap[]): void => {
      const near = caps.map((cap) => ({ cap, bound: lowerBound(cap) })).sort((x, y) => x.bound - y.bound);
      for (const { cap, bound } of near) {
        if (bound >= border.distance) return;
        if (cap.children) {
          visit(cap.children);
          continue;
        }
        for (let e = cap.first; e <= cap.last; e += 1) {
          if (Math.acos(Math.max(-1, Math.min(1, dot(p, this.middles[e]!)))) - this.halfLengths[e]! - 1e-9 >= border.distance) continue;
          const { distance, foot } = nearestOnArc(p, this.starts[e]!, this.ends[e]!);
          if (this.cut[e]) nearestCut = Math.min(nearestCut, distance);
          else if (distance < border.distance) border = { distance, edge: e, foot };
        }
      }
    };
    visit(this.roots);
    if (border.edge < 0) return { distance: Infinity, inside: null };
    // A cut as near as the border: the nearest border may belong to the other side of the cut. d3 decides.
    if (nearestCut <= border.distance + 1e-12) return { distance: border.distance, inside: null };
    return { distance: border.distance, inside: this.side(p, border.edge, border.foot) };
  }

  /** Whether p is inside, read from its nearest border point: on an edge's right, or within the corner at a vertex. */
  private side(p: UnitVector, edge: number, foot: ArcFoot): boolean {
    const right = (e: number): boolean => dot(p, cross(this.starts[e]!, this.ends[e]!)) < 0;
    if (foot === 'between') return right(edge);
    const [into, out] = foot === 'b' ? [edge, this.next[edge]!] : [this.previous[edge]!, edge];
    // Turning right at the vertex (the area's corner is convex): inside is right of both edges; else of either.
    const convex = dot(this.ends[out]!, cross(this.starts[into]!, this.ends[into]!)) < 0;
    return convex ? right(into) && right(out) : right(into) || right(out);
  }
}
