import type { ReactNode } from 'react'
import { blob, curl, heart, leaf, n, nums, petals, polar, rng } from './geometry.ts'
import { Mirror } from './Mirror.tsx'

/**
 * Corner ornament sets. Each is drawn once for the top-left corner in a 200 x 200 box whose origin
 * is the page corner, in `currentColor` (the site's primary colour); the page shows it mirrored
 * in all four corners. `id` is a page-unique prefix for ids inside the drawing.
 */
export type CornerArt = (id: string) => ReactNode

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

/** Line flourishes: calligraphic scrolls along both edges, meeting in a leaf at the corner. */
const corners1: CornerArt = (id) => (
  <g {...stroke}>
    <Mirror id={`${id}h`}>
      <path d={`M20 12C60 4 92 8 120 22s40 8 52-2${curl(172, 20, -40, 7, 3, false)}`} strokeWidth="1.7" />
      <path d={`M30 28C56 22 74 26 88 38${curl(88, 38, 36, 6, 3, true)}`} strokeWidth="1" />
      <path
        d={`${leaf(98, 14, -55, 15, 5)}${leaf(134, 28, 30, 13, 4.5)}${leaf(60, 24, -20, 10, 3.6)}`}
        fill="currentColor"
        stroke="none"
      />
      <path d="M192 14h0M120 44h0" strokeWidth="2.6" />
    </Mirror>
    <path d={`${leaf(4, 4, 45, 30, 9)}`} fill="currentColor" stroke="none" />
    <path d="M44 44h0" strokeWidth="3" />
  </g>
)

/** Art-deco fan: a sunburst quarter with stepped arcs and double rules running along the edges. */
const corners2: CornerArt = () => {
  let rays = ''
  for (let i = 1; i < 15; i++) {
    const [x1, y1] = polar(0, 0, i * 6, i % 2 ? 46 : 58)
    const [x2, y2] = polar(0, 0, i * 6, 86)
    rays += `M${nums(x1, y1)}L${nums(x2, y2)}`
  }
  let studs = ''
  for (let i = 1; i < 8; i++) studs += `M${nums(...polar(0, 0, i * 11.25, 106))}h0`
  const arc = (r: number) => `M${r} 0A${r} ${r} 0 0 1 0 ${r}`
  return (
    <g {...stroke}>
      <path d="M0 0H30A30 30 0 0 1 0 30Z" fill="currentColor" stroke="none" />
      <path d={arc(22)} stroke="var(--color-background, #fff)" strokeWidth="1.2" />
      <path d={`${arc(38)}${arc(92)}`} strokeWidth="1.2" />
      <path d={`${arc(42)}${arc(97)}${arc(116)}${rays}`} strokeWidth=".7" />
      <path d={studs} strokeWidth="3.2" />
      <path d="M6 116V196M12 116V170M116 6H196M116 12H170" strokeWidth=".9" />
      <path d="M12 176l3 3-3 3-3-3zM176 12l3 3-3 3-3-3z" fill="currentColor" strokeWidth=".9" />
    </g>
  )
}

/** Dotted arcs: a halftone quarter whose dots grow smaller and sparser away from the corner. */
const corners3: CornerArt = () => {
  const arcs: ReactNode[] = []
  for (let i = 0; i < 11; i++) {
    const r = 20 + i * 15
    const k = 6 + i * 2
    arcs.push(
      <path
        key={r}
        d={`M${r} 0A${r} ${r} 0 0 1 0 ${r}`}
        pathLength={k}
        strokeDasharray="0 1"
        strokeWidth={n(5.2 - i * 0.42)}
        strokeOpacity={n(1 - i * 0.06)}
      />,
    )
  }
  return (
    <g {...stroke}>
      {arcs}
      <path d="M0 40A40 40 0 0 0 40 0" strokeWidth=".7" transform="translate(8 8)" />
    </g>
  )
}

/** Floral corner: a line-drawn flower with stems, leaves and buds running along both edges. */
const corners4: CornerArt = (id) => {
  const leaves = leaf(84, 30, -40, 22, 8) + leaf(112, 30, 35, 20, 7) + leaf(142, 22, -30, 16, 6)
  const ribs = 'M84 30l14-12M112 30l13 9M142 22l11-6'
  const petal = (i: number) => leaf(40, 40, 20 + i * 72, 28, 20, 0.3, 1.05)
  return (
    <g {...stroke} strokeWidth="1.1">
      <Mirror id={`${id}h`}>
        <path d="M62 36C96 26 130 30 170 18" />
        <path d={leaves} fill="currentColor" fillOpacity=".1" />
        <path d={ribs} strokeWidth=".7" />
        <path d={leaf(168, 19, -20, 16, 6, 0.35, 0.8)} fill="currentColor" fillOpacity=".18" />
        <path
          d={`M${nums(...polar(168, 19, -58, 7))}L168 19L${nums(...polar(168, 19, 18, 7))}`}
          strokeWidth=".8"
        />
        <path d="M190 12h0M160 40h0" strokeWidth="2.6" />
      </Mirror>
      {/* Petals one by one on the page colour, so each covers the outline of the one before. */}
      <g fill="var(--color-background, #fff)">
        {[0, 1, 2, 3, 4].map((i) => (
          <path key={i} d={petal(i)} />
        ))}
      </g>
      <path
        d={petals(40, 40, 5, 28, 20, 0.7, 0.3, 1.05)}
        fill="currentColor"
        fillOpacity=".08"
        stroke="none"
      />
      <path d={petals(40, 40, 5, 13, 56, 0.6, 0.3, 1.05)} strokeWidth=".7" />
      <circle cx="40" cy="40" r="4" fill="currentColor" stroke="none" />
    </g>
  )
}

/** Geometric brackets: nested square brackets with a chamfer, end ticks and a small diamond. */
const corners5: CornerArt = () => (
  <g {...stroke} strokeLinecap="butt">
    <path d="M8 150V8H150M0 150h16M150 0v16" strokeWidth="1.4" />
    <path d="M18 104V34L34 18H104" strokeWidth=".8" />
    <path d="M28 64V42l14-14h22" strokeWidth=".8" />
    <path d="M46 38l8 8-8 8-8-8z" fill="currentColor" stroke="none" />
    <circle cx="18" cy="110" r="2" fill="currentColor" stroke="none" />
    <circle cx="110" cy="18" r="2" fill="currentColor" stroke="none" />
  </g>
)

/** Watercolour: soft overlapping washes with darker, uneven wet edges and a few drops. */
const corners6: CornerArt = (id) => (
  <>
    <filter id={`${id}w`} x="-10%" y="-10%" width="120%" height="120%">
      <feTurbulence type="fractalNoise" baseFrequency=".06" numOctaves="3" seed="2" />
      <feDisplacementMap in="SourceGraphic" scale="7" />
      <feGaussianBlur stdDeviation="1.4" />
    </filter>
    <g
      filter={`url(#${id}w)`}
      fill="currentColor"
      stroke="currentColor"
      strokeOpacity=".22"
      strokeWidth="1.6"
    >
      <path d={blob(20, 18, 92, 11, 0.3, 3)} fillOpacity=".1" />
      <path d={blob(86, 24, 40, 9, 0.35, 5)} fillOpacity=".16" />
      <path d={blob(22, 90, 44, 9, 0.35, 6)} fillOpacity=".14" />
      <path d={blob(30, 32, 36, 8, 0.3, 8)} fillOpacity=".2" />
      <path d={blob(132, 14, 22, 7, 0.35, 9)} fillOpacity=".12" />
      <path d={blob(12, 136, 20, 7, 0.35, 10)} fillOpacity=".12" />
    </g>
    <g fill="currentColor" fillOpacity=".3">
      <circle cx="120" cy="52" r="2.6" />
      <circle cx="130" cy="44" r="1.4" />
      <circle cx="52" cy="118" r="2.2" />
      <circle cx="96" cy="86" r="1.6" />
      <circle cx="160" cy="30" r="1.2" />
    </g>
  </>
)

const CONFETTI = ['currentColor', '#d9b15c', '#e8a2aa', '#8fbfd3']

/** Confetti: paper pieces, dots and curled streamers thrown from the corner, thinning out. */
const corners7: CornerArt = () => {
  const rand = rng(17)
  const fills = ['', '', '', '']
  let placed = 0
  for (let guard = 0; placed < 34 && guard < 400; guard++) {
    const x = 190 * rand() ** 1.5 + 6
    const y = 190 * rand() ** 1.5 + 6
    if (x + y > 200) continue
    const kind = placed % 3
    const a = rand() * 180
    let d: string
    if (kind === 1) {
      const r = 1.8 + rand() * 1.6
      d = `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`
    } else {
      const [ux, uy] = polar(0, 0, a, kind ? 4 : 5)
      const [vx, vy] = polar(0, 0, a + 90, kind ? 4 : 2)
      d = `M${n(x - ux - vx)} ${n(y - uy - vy)}l${n(2 * ux)} ${n(2 * uy)}${kind ? '' : `l${n(2 * vx)} ${n(2 * vy)}`}l${n(-2 * ux + (kind ? 2 * vx : 0))} ${n(-2 * uy + (kind ? 2 * vy : 0))}z`
    }
    fills[placed % 4] += d
    placed++
  }
  return (
    <>
      {fills.map((d, i) => (
        <path key={CONFETTI[i]} d={d} fill={CONFETTI[i]} />
      ))}
      <g {...stroke} strokeWidth="1.6">
        <path d="M40 62q5-8 10-2t10-2t10-2" />
        <path d="M94 26q4-8 10-3t10-3t10-3" stroke={CONFETTI[1]} />
        <path d="M18 116q-8 5-2 10t2 10t2 10" stroke={CONFETTI[2]} />
      </g>
    </>
  )
}

/** Minimal double lines: a fine double rule with a rounded inner corner and dot terminals. */
const corners8: CornerArt = () => (
  <g {...stroke}>
    <path d="M8 176V8H176" strokeWidth="1.3" />
    <path d="M16 128V28A12 12 0 0 1 28 16H128" strokeWidth=".7" />
    <path d="M8 186h0M186 8h0" strokeWidth="3.4" />
    <path d="M16 136h0M136 16h0" strokeWidth="2.2" />
  </g>
)

/** Hand-drawn hearts: a small cluster of pen-drawn hearts with a looping line. */
const corners9: CornerArt = () => {
  const h = (x: number, y: number, r: number, turn: number, fill: string) => (
    <g transform={`rotate(${turn} ${x} ${y})`}>
      <path d={heart(x, y, r, 0.06)} fill="currentColor" fillOpacity={fill} />
      <path d={heart(x + 0.8, y - 0.6, r * 1.05, -0.08)} strokeWidth=".7" strokeOpacity=".6" />
    </g>
  )
  return (
    <g {...stroke} strokeWidth="1.5">
      {h(46, 44, 22, -14, '0')}
      {h(110, 30, 12, 12, '0')}
      {h(28, 108, 10, -8, '0')}
      {h(80, 78, 6, 18, '.6')}
      <path d="M70 56c14 8 24-6 34 2s-2 18-8 10 8-12 22-4 20 8 36-2" strokeWidth="1" />
      <path d="M140 22h0M160 40h0M22 148h0" strokeWidth="3" />
    </g>
  )
}

export const CORNERS: Record<
  | 'corners1'
  | 'corners2'
  | 'corners3'
  | 'corners4'
  | 'corners5'
  | 'corners6'
  | 'corners7'
  | 'corners8'
  | 'corners9',
  CornerArt
> = { corners1, corners2, corners3, corners4, corners5, corners6, corners7, corners8, corners9 }
