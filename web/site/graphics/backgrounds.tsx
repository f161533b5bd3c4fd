import type { ReactNode } from 'react'
import { blob, leaf, n, polar, rng } from './geometry.ts'

/**
 * Full-page backgrounds: one small tile repeated over the whole page as an SVG pattern, drawn in
 * `currentColor` at a low strength so text on top keeps its contrast. `tone` picks the colour the
 * root sets (the site's primary colour, or its text colour for neutral textures).
 */
export interface Background {
  size: number
  tone: 'primary' | 'ink'
  /** Optional pattern transform (e.g. rotation for stripes). */
  transform?: string
  tile: ReactNode
}

function linen(): Background {
  const rand = rng(31)
  let a = ''
  let b = ''
  for (let i = 0; i < 12; i++) {
    const p = n(i * 4 + rand() * 2)
    const line = i % 2 ? `M0 ${p}H48` : `M${p} 0V48`
    if (rand() < 0.5) a += line
    else b += line
  }
  return {
    size: 48,
    tone: 'ink',
    tile: (
      <g stroke="currentColor" strokeWidth=".6">
        <path d={a} strokeOpacity=".07" />
        <path d={b} strokeOpacity=".04" />
      </g>
    ),
  }
}

function topography(): Background {
  let d = ''
  // Hills: rings that grow and drift to one side, so the slope is steeper on the other.
  for (const [x, y, rings, step, dx, dy, seed] of [
    [96, 112, 6, 12, 2.5, 1.5, 3],
    [296, 300, 4, 11, -2, 1.5, 9],
    [334, 84, 3, 10, 1.5, -1, 14],
  ] as const) {
    for (let i = 1; i <= rings; i++) d += blob(x + i * dx, y + i * dy, i * step, 10, 0.2 + i * 0.012, seed)
  }
  // Lines that leave both sides of the tile at the same height and slope, so tiles join.
  const wave = (y: number, a: number) => `M0 ${y}C70 ${y - a} 140 ${y - a} 210 ${y}S350 ${y + a} 420 ${y}`
  d += wave(206, 14) + wave(220, 12) + wave(236, 9) + wave(404, 8)
  return {
    size: 420,
    tone: 'primary',
    tile: <path d={d} fill="none" stroke="currentColor" strokeWidth=".8" strokeOpacity=".16" />,
  }
}

function tinyLeaves(): Background {
  const rand = rng(12)
  let d = ''
  let ribs = ''
  for (let i = 0; i < 7; i++) {
    const x = ((i * 53) % 140) + rand() * 16
    const y = (i * 20 + rand() * 16) % 140
    const a = rand() * 360
    const len = 11 + rand() * 5
    d += leaf(x, y, a, len, len * 0.34)
    const [tx, ty] = polar(x, y, a, len * 0.8)
    ribs += `M${n(x)} ${n(y)}L${n(tx)} ${n(ty)}`
  }
  return {
    size: 140,
    tone: 'primary',
    tile: (
      <>
        <path d={d} fill="currentColor" fillOpacity=".13" />
        <path d={ribs} stroke="currentColor" strokeOpacity=".2" strokeWidth=".6" />
      </>
    ),
  }
}

function confetti(): Background {
  const rand = rng(5)
  const colors = ['currentColor', '#d9b15c', '#e8a2aa', '#8fbfd3']
  const parts = ['', '', '', '']
  for (let i = 0; i < 16; i++) {
    const x = ((i * 47) % 180) + rand() * 20
    const y = (i * 11.25 + rand() * 20) % 180
    const [ux, uy] = polar(0, 0, rand() * 180, 3)
    parts[i % 4] += i % 3 ? `M${n(x - ux)} ${n(y - uy)}l${n(2 * ux)} ${n(2 * uy)}` : `M${n(x)} ${n(y)}h0`
  }
  return {
    size: 180,
    tone: 'primary',
    tile: (
      <g strokeLinecap="round" strokeWidth="2.4" strokeOpacity=".45">
        {parts.map((d, i) => (
          <path key={colors[i]} d={d} stroke={colors[i]} />
        ))}
      </g>
    ),
  }
}

export const BACKGROUNDS: Record<
  | 'background1'
  | 'background2'
  | 'background3'
  | 'background4'
  | 'background5'
  | 'background6'
  | 'background8',
  Background
> = {
  /** Linen: fine, uneven warp and weft threads. */
  background1: linen(),
  /** Polka dots in a half-drop repeat. */
  background2: {
    size: 32,
    tone: 'primary',
    tile: (
      <path
        d="M8 8h0M24 24h0"
        stroke="currentColor"
        strokeWidth="4.4"
        strokeLinecap="round"
        strokeOpacity=".14"
      />
    ),
  },
  /** Soft diagonal stripes. */
  background3: {
    size: 28,
    tone: 'primary',
    transform: 'rotate(45)',
    tile: <rect width="12" height="28" fill="currentColor" fillOpacity=".045" />,
  },
  /** Topographic contour lines. */
  background4: topography(),
  /** Scattered tiny leaves. */
  background5: tinyLeaves(),
  /** Grid paper: fine squares with a stronger line every fifth. */
  background6: {
    size: 100,
    tone: 'primary',
    tile: (
      <g stroke="currentColor" fill="none">
        <path
          d="M0 20.5H100M0 40.5H100M0 60.5H100M0 80.5H100M20.5 0V100M40.5 0V100M60.5 0V100M80.5 0V100"
          strokeWidth=".6"
          strokeOpacity=".09"
        />
        <path d="M0 .5H100M.5 0V100" strokeWidth=".8" strokeOpacity=".16" />
      </g>
    ),
  },
  /** Confetti: a light scatter of tiny paper pieces. */
  background8: confetti(),
}
