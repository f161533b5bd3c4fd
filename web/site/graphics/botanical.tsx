import type { ReactNode } from 'react'
import { bezier, leaf, n, nums, polar, sprig } from './geometry.ts'
import { Mirror } from './Mirror.tsx'

/**
 * Botanical graphics: sprigs in the two top corners (drawn for the top left, mirrored for the
 * right) and a low garland on the bottom edge. Corner art is drawn in a 200 x 200 box whose
 * origin is the page corner; the edge art in a 400 x 116 box.
 */
export interface Botanical {
  /** `id` is a page-unique prefix for ids inside the drawing. */
  corner: (id: string) => ReactNode
  edge?: (id: string) => ReactNode
}

/** Mirror the left half of a bottom garland onto the right. */
const ACROSS = 'matrix(-1 0 0 1 400 0)'

type Shape = readonly [number, number, number]

interface Look {
  colors: readonly string[]
  stemColor: string
  ribColor?: string
  shape?: Shape
  spread?: number | readonly [number, number]
  pairs?: boolean
  taper?: number
  petiole?: number
  opacity?: number
}

/** One sprig: `at` is its stem as a Bézier ("x0 y0 x1 y1 x2 y2 x3 y3"). */
interface Branch {
  at: string
  count: number
  size: number
  seed: number
  spread?: number | readonly [number, number]
}

/** Sprigs in the same shades, drawn as one path per shade (stems below, leaves above, then veins). */
function Sprigs({ items, ...look }: Look & { items: Branch[] }) {
  let stems = ''
  let ribs = ''
  const leaves = look.colors.map(() => '')
  for (const { at, ...item } of items) {
    const s = sprig({ ...look, ...item, stem: bezier(at), groups: look.colors.length })
    stems += s.stem
    ribs += s.ribs
    s.leaves.forEach((d, i) => {
      leaves[i] += d
    })
  }
  return (
    <g fillOpacity={look.opacity}>
      <path d={stems} fill="none" stroke={look.stemColor} strokeWidth="1.2" strokeLinecap="round" />
      {leaves.map((d, i) => (
        <path key={look.colors[i]} d={d} fill={look.colors[i]} />
      ))}
      {look.ribColor && <path d={ribs} stroke={look.ribColor} strokeOpacity=".45" strokeWidth=".6" />}
    </g>
  )
}

const Sprig = ({ look, ...branch }: Branch & { look: Look }) => <Sprigs {...look} items={[branch]} />

const OVATE: Shape = [0.56, 0.08, 0.84]
const LONG: Shape = [0.26, 0.25, 0.72]
const FINE: Shape = [0.22, 0.3, 0.7]

/** Silver-dollar eucalyptus: round leaves on short stalks, in dusty greens with pale veins. */
function eucalyptus(colors: readonly string[], stemColor: string, ribColor: string): Botanical {
  const look: Look = {
    colors,
    stemColor,
    ribColor,
    shape: OVATE,
    petiole: 0.14,
    taper: 0.4,
    spread: [34, 68],
  }
  return {
    corner: (id) => (
      <>
        <Sprigs
          {...look}
          spread={58}
          items={[
            { at: '0 0 30 24 50 50 72 90', count: 5, size: 20, seed: 3 },
            { at: '0 0 26 30 52 46 90 60', count: 4, size: 17, seed: 13 },
          ]}
        />
        <Mirror id={`${id}m`}>
          <Sprig look={look} at="-10 4 50 8 120 46 196 38" count={10} size={26} seed={1} />
        </Mirror>
      </>
    ),
    edge: (id) => (
      <>
        <Mirror id={`${id}m`} transform={ACROSS}>
          <Sprig look={look} spread={[68, 34]} at="210 118 150 94 90 66 8 88" count={10} size={25} seed={4} />
        </Mirror>
        <Sprig look={look} spread={58} at="198 118 190 96 208 74 194 48" count={4} size={18} seed={6} />
      </>
    ),
  }
}

/** A mix in the site's primary colour: olive leaves, round leaves, a fern and berries. */
function leafsMix(): Botanical {
  const base = {
    colors: ['currentColor'],
    stemColor: 'currentColor',
    ribColor: 'var(--color-background, #fff)',
  }
  const fern: Look = {
    ...base,
    ribColor: undefined,
    shape: FINE,
    pairs: true,
    spread: 58,
    taper: 0.45,
    opacity: 0.42,
  }
  const olive: Look = { ...base, shape: LONG, spread: [26, 44], opacity: 0.85 }
  const round: Look = { ...base, shape: OVATE, spread: [30, 62], petiole: 0.12, opacity: 0.5 }
  const berries = (stem: string, dots: string) => (
    <g fill="none" stroke="currentColor" strokeOpacity=".8">
      <path d={stem} strokeWidth=".8" />
      <path d={dots} strokeWidth="5.6" strokeLinecap="round" />
    </g>
  )
  return {
    corner: (id) => (
      <>
        <g id={`${id}f`}>
          <Sprig look={fern} at="0 0 36 34 64 52 112 96" count={9} size={17} seed={7} />
        </g>
        {berries(
          'M20 20c16 4 32 10 42 22m-12-12c4 6 14 8 20 6m-24 0c-2 10 2 20 10 26',
          'M62 42h0M70 36h0M60 56h0M70 50h0',
        )}
        <Mirror id={`${id}m`}>
          <Sprig look={round} at="20 12 60 20 90 40 120 46" count={4} size={21} seed={9} />
          <Sprig look={olive} at="-8 6 60 4 122 34 192 26" count={8} size={30} seed={8} />
        </Mirror>
      </>
    ),
    edge: (id) => (
      <>
        <Mirror id={`${id}m`} transform={ACROSS}>
          <Sprig
            look={round}
            spread={[62, 30]}
            at="190 116 160 100 120 96 90 100"
            count={4}
            size={21}
            seed={12}
          />
          <Sprig
            look={olive}
            spread={[44, 26]}
            at="206 118 150 92 90 64 10 84"
            count={9}
            size={26}
            seed={11}
          />
        </Mirror>
        {/* The corner's fern (drawn in the same page) stood upright in the middle. */}
        <use href={`#${id.slice(0, -1)}f`} transform="translate(200 118) rotate(-131) scale(.62)" />
        {berries(
          'M198 116c-10-10-20-16-32-18m34 18c10-10 20-14 32-14',
          'M166 98h0M160 92h0M232 102h0M238 96h0',
        )}
      </>
    ),
  }
}

const GOLD = '#c39a45'
const GREENS = ['#5d8562', '#7ea27a', '#4c6f55'] as const

const PETALS = [0, 1, 2, 3, 4, 5]

/** A wild rose of radius r at the origin: cream petals outlined in gold, an inner ring, gold stamens. */
function Flower({ r, turn }: { r: number; turn: number }) {
  const petal = (i: number, len: number, offset: number) =>
    leaf(0, 0, turn + offset + i * 60, len, len * 0.7, 0.3, 1.05)
  let veins = ''
  for (const i of PETALS) veins += `M0 0l${nums(...polar(0, 0, turn + i * 60, r * 0.72))}`
  return (
    <g stroke={GOLD}>
      {/* One shape per outer petal, so each covers the outline of the one before. */}
      <g fill="#fffdf8" strokeWidth="1.1">
        {PETALS.map((i) => (
          <path key={i} d={petal(i, r, 0)} />
        ))}
      </g>
      <path d={veins} strokeWidth=".5" strokeOpacity=".7" />
      <path d={PETALS.map((i) => petal(i, r * 0.55, 30)).join('')} fill="#f8eed9" strokeWidth=".8" />
      <circle r={n(r * 0.15)} fill={GOLD} stroke="none" />
      <circle
        r={n(r * 0.28)}
        fill="none"
        strokeWidth="2.2"
        strokeLinecap="round"
        pathLength={10}
        strokeDasharray="0 1"
      />
    </g>
  )
}

/** Cream and gold wild roses over green leaves, with fine gold fern fronds. */
function greenAndGoldFlowers(): Botanical {
  const leaves: Look = { colors: GREENS, stemColor: '#5d7a58', ribColor: GOLD, shape: LONG }
  const gold: Look = { colors: [GOLD], stemColor: GOLD, shape: FINE, spread: 52, taper: 0.35, pairs: true }
  return {
    corner: (id) => (
      <>
        <Mirror id={`${id}m`}>
          <Sprig
            look={leaves}
            at="-8 8 60 4 124 34 194 30"
            count={10}
            size={28}
            spread={[28, 46]}
            seed={21}
          />
          <Sprig look={gold} at="60 40 86 50 108 60 140 62" count={6} size={11} seed={23} />
        </Mirror>
        <Sprig look={leaves} at="30 30 56 52 70 70 98 96" count={4} size={24} spread={40} seed={25} />
        {/* One rose, shown three times at different sizes and turns. */}
        <use href={`#${id}r`} transform="translate(126 30) rotate(34) scale(.66)" />
        <use href={`#${id}r`} transform="translate(30 126) rotate(-22) scale(.5)" />
        <g transform="translate(46 44)">
          <g id={`${id}r`}>
            <Flower r={32} turn={14} />
          </g>
        </g>
      </>
    ),
  }
}

type BotanicalName = 'eucalyptus' | 'mintedEucalyptus' | 'leafsMix' | 'greenAndGoldFlowers'

export const BOTANICALS: Record<BotanicalName, Botanical> = {
  eucalyptus: eucalyptus(['#7f9d8d', '#a2b8ab', '#66857a'], '#6d7f6c', '#e8efe9'),
  mintedEucalyptus: eucalyptus(['#a6d3c1', '#c3e4d6', '#8ac2ac'], '#8db4a2', '#f2faf6'),
  leafsMix: leafsMix(),
  greenAndGoldFlowers: greenAndGoldFlowers(),
}
