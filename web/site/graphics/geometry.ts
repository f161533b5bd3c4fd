/**
 * Small drawing helpers for the site artwork. The artwork is drawn by code from a few shapes
 * (leaves, petals, blobs) so the page ships a few hundred bytes of code instead of kilobytes of
 * path data. Everything is deterministic: the server and the browser draw the same thing.
 */

export type Pt = readonly [number, number]

/**
 * A coordinate as short path text: whole units from 10 up, one decimal below (small relative
 * offsets keep their precision), no "-0", no leading zero. Half a unit is under a pixel at the
 * sizes the artwork is shown.
 */
export function n(v: number): string {
  const r = Math.abs(v) >= 9.95 ? Math.round(v) : Math.round(v * 10) / 10
  return r === 0 ? '0' : String(r).replace(/^(-?)0\./, '$1.')
}

/** Numbers for path data, space-separated except before a minus sign (which separates by itself). */
export function nums(...values: number[]): string {
  let out = ''
  for (const v of values) {
    const t = n(v)
    out += out && t[0] !== '-' ? ` ${t}` : t
  }
  return out
}

/** A seeded random number generator (mulberry32), so "scattered" things land in the same place every time. */
export function rng(seed: number): () => number {
  let s = seed
  return () => {
    s = (s + 0x6d2b79f5) | 0
    let t = Math.imul(s ^ (s >>> 15), 1 | s)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const RAD = Math.PI / 180

/** A point moved `len` along the direction `deg` (0 is to the right, 90 is down). */
export function polar(x: number, y: number, deg: number, len: number): Pt {
  return [x + Math.cos(deg * RAD) * len, y + Math.sin(deg * RAD) * len]
}

/**
 * A leaf (or petal) from its base at (x, y) towards `deg`, `len` long. `w` is the control-point
 * width (the leaf is about 0.75 w wide on each side); `a` and `b` place the shoulders along the
 * leaf: 0 and 1 make a round leaf, 0.25 and 0.7 a pointed one.
 */
export function leaf(x: number, y: number, deg: number, len: number, w: number, a = 0.25, b = 0.7): string {
  const c = Math.cos(deg * RAD)
  const s = Math.sin(deg * RAD)
  // Relative commands keep the numbers short; the tip is rounded once and both halves use it.
  const tx = Number(n(len * c))
  const ty = Number(n(len * s))
  const p = (along: number, side: number) => [along * c - side * s, along * s + side * c]
  const [x1, y1] = p(a * len, -w) as [number, number]
  const [x2, y2] = p(b * len, -w) as [number, number]
  const [x3, y3] = p(b * len, w) as [number, number]
  const [x4, y4] = p(a * len, w) as [number, number]
  return `M${nums(x, y)}c${nums(x1, y1, x2, y2, tx, ty)}c${nums(x3 - tx, y3 - ty, x4 - tx, y4 - ty, -tx, -ty)}`
}

/** Point and direction (degrees) on a cubic Bézier at t. */
export function onCurve(c: readonly [Pt, Pt, Pt, Pt], t: number): [number, number, number] {
  const [p0, p1, p2, p3] = c
  const u = 1 - t
  const at = (i: 0 | 1) =>
    u * u * u * p0[i] + 3 * u * u * t * p1[i] + 3 * u * t * t * p2[i] + t * t * t * p3[i]
  const d = (i: 0 | 1) =>
    3 * u * u * (p1[i] - p0[i]) + 6 * u * t * (p2[i] - p1[i]) + 3 * t * t * (p3[i] - p2[i])
  return [at(0), at(1), Math.atan2(d(1), d(0)) / RAD]
}

/** A cubic Bézier written as eight numbers, "x0 y0 x1 y1 x2 y2 x3 y3" (compact to write and to read). */
export function bezier(points: string): readonly [Pt, Pt, Pt, Pt] {
  const v = points.trim().split(/\s+/).map(Number)
  const p = (i: number): Pt => [v[i] ?? 0, v[i + 1] ?? 0]
  return [p(0), p(2), p(4), p(6)]
}

export function curvePath(c: readonly [Pt, Pt, Pt, Pt]): string {
  return `M${nums(...c[0])}C${nums(...c[1], ...c[2], ...c[3])}`
}

export interface SprigOptions {
  /** The stem as a cubic Bézier from its base to its tip. */
  stem: readonly [Pt, Pt, Pt, Pt]
  /** Leaves along the stem (one more sits at the tip). */
  count: number
  /** Length of the largest leaf, at the base. */
  size: number
  /** Size of the last leaf relative to the first (default 0.45). */
  taper?: number
  /** Angle between stem and leaf in degrees (default 55); a pair sets the two sides apart
   *  (the side turned counter-clockwise from the stem first), to keep leaves inside the page. */
  spread?: number | readonly [number, number]
  /** Leaf shape: width relative to length, and the shoulders a, b (see leaf()). */
  shape?: readonly [number, number, number]
  /** Where along the stem the leaves start (0..1, default 0.12). */
  from?: number
  /** Leaves in opposite pairs instead of alternating. */
  pairs?: boolean
  /** Leaf stalk length relative to the leaf (default 0). */
  petiole?: number
  /** Leaves are spread into this many groups (for different shades), default 1. */
  groups?: number
  seed?: number
}

/** A stem with leaves: the stem (with leaf stalks), the leaves as `groups` paths (one per shade) and their midribs. */
export function sprig(o: SprigOptions): { stem: string; leaves: string[]; ribs: string } {
  const { count, size, taper = 0.45, from = 0.12, groups = 1, petiole = 0 } = o
  const [left, right] = typeof o.spread === 'object' ? o.spread : [o.spread ?? 55, o.spread ?? 55]
  const [wr, a, b] = o.shape ?? [0.32, 0.25, 0.7]
  const rand = rng(o.seed ?? 1)
  const out: string[] = Array.from({ length: groups }, () => '')
  let stem = curvePath(o.stem)
  let ribs = ''
  let k = 0
  const add = (x: number, y: number, deg: number, len: number) => {
    const [bx, by] = polar(x, y, deg, len * petiole)
    if (petiole) stem += `M${nums(x, y)}l${nums(bx - x, by - y)}`
    out[k++ % groups] += leaf(bx, by, deg, len, len * wr, a, b)
    const [rx, ry] = polar(0, 0, deg, len * 0.78)
    ribs += `M${nums(bx, by)}l${nums(rx, ry)}`
  }
  for (let i = 0; i < count; i++) {
    const t = from + ((1 - from) * i) / count
    const [x, y, dir] = onCurve(o.stem, t)
    const len = size * (1 - ((1 - taper) * i) / count) * (0.85 + rand() * 0.3)
    const jitter = (rand() - 0.5) * 16
    if (o.pairs) {
      add(x, y, dir - left + jitter, len)
      add(x, y, dir + right - jitter, len)
    } else {
      add(x, y, dir + (i % 2 ? right : -left) + jitter, len)
    }
  }
  const [tx, ty, tdir] = onCurve(o.stem, 1)
  add(tx, ty, tdir, size * taper * 0.9)
  return { stem, leaves: out, ribs }
}

/** A smooth closed blob around (cx, cy): `points` radii between r·(1 - wobble) and r. */
export function blob(
  cx: number,
  cy: number,
  r: number,
  points: number,
  wobble: number,
  seed: number,
): string {
  const rand = rng(seed)
  const pts: Pt[] = []
  for (let i = 0; i < points; i++) {
    const rr = r * (1 - wobble * rand())
    pts.push(polar(cx, cy, (360 * i) / points, rr))
  }
  // Catmull-Rom through the points, as cubic Béziers.
  let d = `M${n(pts[0]?.[0] ?? cx)} ${n(pts[0]?.[1] ?? cy)}`
  for (let i = 0; i < points; i++) {
    const p0 = pts[(i + points - 1) % points] as Pt
    const p1 = pts[i] as Pt
    const p2 = pts[(i + 1) % points] as Pt
    const p3 = pts[(i + 2) % points] as Pt
    d += `C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`
  }
  return `${d}Z`
}

/** A flower head: `count` petals around (x, y), turned by `turn` degrees. */
export function petals(
  x: number,
  y: number,
  count: number,
  len: number,
  turn = 0,
  width = 0.55,
  a = 0.1,
  b = 0.95,
): string {
  let d = ''
  for (let i = 0; i < count; i++) d += leaf(x, y, turn + (360 * i) / count, len, len * width, a, b)
  return d
}

/** A heart outline of width about 2r centred on (x, y); `wobble` breaks the symmetry for a drawn look. */
export function heart(x: number, y: number, r: number, wobble = 0): string {
  const p = (u: number, v: number) => `${n(x + u * r)} ${n(y + v * r)}`
  const w = wobble
  return `M${p(0, -0.45)}C${p(0.15 + w, -1.05)} ${p(1.05, -0.95)} ${p(1, -0.3)}C${p(0.95, 0.25 - w)} ${p(0.35, 0.6)} ${p(0.02, 1)}C${p(-0.3, 0.6 + w)} ${p(-1, 0.3)} ${p(-1.02 - w, -0.3)}C${p(-1.05, -0.95)} ${p(-0.2, -1.1 + w)} ${p(0.04, -0.4)}`
}

/**
 * A spiral curl continuing a path that ends at (x, y) heading `deg`: `turns` half circles turning
 * clockwise (cw) or counter-clockwise, each `shrink` times the size of the one before.
 */
export function curl(
  x: number,
  y: number,
  deg: number,
  size: number,
  turns: number,
  cw: boolean,
  shrink = 0.6,
): string {
  let d = ''
  let px = x
  let py = y
  let r = size
  let a = deg + (cw ? 90 : -90)
  for (let i = 0; i < turns; i++) {
    const [nx, ny] = polar(px, py, a, 2 * r)
    d += `A${n(r)} ${n(r)} 0 0 ${cw ? 1 : 0} ${n(nx)} ${n(ny)}`
    px = nx
    py = ny
    a += 180
    r *= shrink
  }
  return d
}
