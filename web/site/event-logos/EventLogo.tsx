import { type CSSProperties, type ReactNode, useId } from 'react'
import { assertEventLogo, badgeRenderParams, type EventLogoName } from '#domain/design/event-logos.ts'
import { curl, heart, leaf, n, sprig } from '../graphics/geometry.ts'
import { PART } from '../parts.ts'
import styles from './EventLogo.module.css'

/** The event logo as the site stores it (spec 001 section 3); kept free of the schema library. */
export interface EventLogoData {
  name: EventLogoName
  name1?: string
  name2?: string
  additionalText?: string
  colorText?: { override: boolean; color: string }
  colorBackground?: { override: boolean; color: string }
  fontSizeInitials?: number
  distanceInitialsX?: number
  distanceInitialsY?: number
}

/**
 * An owner-chosen colour, only if it is plainly a colour (hex, rgb/hsl functions or a colour
 * name); anything else (url(), expressions, stray characters) falls back to the theme colour.
 */
export function safeColor(value: string | undefined): string | undefined {
  if (!value) return undefined
  const v = value.trim()
  return /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/+-]+\)|[a-z]{3,20})$/i.test(v) ? v : undefined
}

function initial(name: string): string {
  return (Array.from(name.trim())[0] ?? '').toLocaleUpperCase()
}

/** A font size that keeps `text` within `width`, estimating `em` (average glyph width per font size unit). */
function fitSize(text: string, width: number, size: number, em = 0.5, min = 14): number {
  const len = Array.from(text).length || 1
  return Math.round(Math.max(min, Math.min(size, width / (len * em))))
}

interface Parts {
  a: string
  b: string
  n1: string
  n2: string
  /** "Anna & Björn", or the one name there is. */
  both: string
  badge: string
  onBadge: string
}

interface Drawing {
  viewBox: string
  compact?: boolean
  art: ReactNode
}

const caps = (
  text: string,
  y: number,
  width: number,
  x = 210,
  anchor: 'middle' | 'start' | 'end' = 'middle',
  max = 14,
) => {
  const size = fitSize(text, width, max, 0.82, 8)
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      letterSpacing={n(size * 0.28)}
      textAnchor={anchor}
      className={styles.text}
    >
      {text.toLocaleUpperCase()}
    </text>
  )
}

/** Names in a relaxed written style, stepping down with a large ampersand between them. */
function relaxedByHand(p: Parts): Drawing {
  const s1 = fitSize(p.n1, 320, 62, 0.46)
  const s2 = fitSize(p.n2, 320, 62, 0.46)
  return {
    viewBox: '0 0 420 250',
    art: (
      <g className={`${styles.heading} ${styles.hand}`} textAnchor="middle">
        <text x="196" y="86" fontSize={s1} transform="rotate(-4 196 70)">
          {p.n1}
        </text>
        <text x="214" y="150" fontSize="46" fillOpacity=".7">
          &amp;
        </text>
        <text x="222" y="208" fontSize={s2} transform="rotate(-4 222 192)">
          {p.n2}
        </text>
        <path
          d={`M126 232c50 6 128 4 190-10${curl(316, 222, -12, 5, 2, false)}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.2"
          strokeLinecap="round"
          strokeOpacity=".6"
        />
      </g>
    ),
  }
}

/** An ornamental rule: fine lines and a small diamond-and-scroll motif in the middle. */
function rule(y: number, flip: boolean): ReactNode {
  return (
    <g
      transform={flip ? `matrix(1 0 0 -1 0 ${2 * y})` : undefined}
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
    >
      <path d={`M48 ${y}H176M244 ${y}H372M96 ${y + 6}H170M250 ${y + 6}H324`} strokeWidth=".8" />
      <path
        d={`M176 ${y}c10 0 16-10 24-10 6 0 10 4 10 10 0-6 4-10 10-10 8 0 14 10 24 10`}
        strokeWidth="1.1"
      />
      <path d={`M210 ${y - 5}l5 5-5 5-5-5z`} fill="currentColor" stroke="none" />
      <path d={`M40 ${y}h0M380 ${y}h0`} strokeWidth="3" />
    </g>
  )
}

/** The names between an ornamental rule above and below. */
function borderUpAndDown(p: Parts): Drawing {
  return {
    viewBox: '0 0 420 190',
    art: (
      <>
        {rule(34, false)}
        <text
          x="210"
          y="112"
          fontSize={fitSize(p.both, 360, 46, 0.47, 20)}
          textAnchor="middle"
          className={styles.heading}
        >
          {p.both}
        </text>
        {rule(156, true)}
      </>
    ),
  }
}

/** The two initials side by side in the heading font, each centred on its x. */
function initials(p: Parts, fontSize: number, [xa, xb]: [number, number], y: number): ReactNode {
  return (
    <g className={styles.heading} fontSize={fontSize} textAnchor="middle">
      <text x={xa} y={y}>
        {p.a}
      </text>
      <text x={xb} y={y}>
        {p.b}
      </text>
    </g>
  )
}

/** Large initials crossed by a fine line that breaks for a small ampersand; the names below. */
function strikethrough(p: Parts): Drawing {
  return {
    viewBox: '0 0 420 210',
    art: (
      <>
        {initials(p, 112, [142, 278], 132)}
        <path d="M40 92H194M226 92H380" stroke="currentColor" strokeWidth="1.3" />
        <text x="210" y="99" fontSize="20" textAnchor="middle" className={`${styles.heading} ${styles.hand}`}>
          &amp;
        </text>
        {caps(p.both, 188, 360)}
      </>
    ),
  }
}

/** Initials in a filled round badge; size and offsets follow the owner's badge settings. */
function badge(p: Parts, logo: EventLogoData): Drawing {
  const { fontSize, dx, dy } = badgeRenderParams(logo)
  const half = fontSize * 0.38
  const base = 84 + fontSize * 0.35
  return {
    viewBox: '0 0 240 190',
    compact: true,
    art: (
      <>
        <circle cx="120" cy="84" r="62" style={{ fill: p.badge }} />
        <circle cx="120" cy="84" r="56" fill="none" stroke={p.onBadge} strokeOpacity=".55" strokeWidth=".8" />
        <g className={styles.heading} fontSize={fontSize} textAnchor="middle" style={{ fill: p.onBadge }}>
          <text x={n(120 - half - dx)} y={n(base - dy)}>
            {p.a}
          </text>
          <text x={n(120 + half + dx)} y={n(base + dy)}>
            {p.b}
          </text>
        </g>
        {caps(p.both, 176, 228, 120, 'middle', 12)}
      </>
    ),
  }
}

/** Initials inside a heart drawn twice with a loose pen, the names below. */
function handDrawnHeart(p: Parts): Drawing {
  return {
    viewBox: '0 0 300 250',
    compact: true,
    art: (
      <>
        <g fill="none" stroke="currentColor" strokeLinecap="round">
          <path d={heart(150, 104, 94, 0.04)} strokeWidth="1.8" />
          <path d={heart(152, 101, 97, -0.05)} strokeWidth=".8" strokeOpacity=".55" />
        </g>
        <g className={styles.heading} textAnchor="middle">
          <text x="112" y="122" fontSize="54">
            {p.a}
          </text>
          <text x="150" y="116" fontSize="24" className={styles.hand}>
            &amp;
          </text>
          <text x="188" y="122" fontSize="54">
            {p.b}
          </text>
        </g>
        {caps(p.both, 236, 280, 150, 'middle', 13)}
      </>
    ),
  }
}

/** Initials either side of a fine vertical rule, each name under its initial. */
function borderBetween(p: Parts): Drawing {
  return {
    viewBox: '0 0 420 180',
    art: (
      <>
        {initials(p, 96, [150, 270], 116)}
        <path d="M210 16V166" stroke="currentColor" strokeWidth="1.2" />
        {caps(p.n1, 158, 170, 196, 'end')}
        {caps(p.n2, 158, 170, 224, 'start')}
      </>
    ),
  }
}

/** A fine double box with leafy sprigs over two corners, the names inside. */
function leafsBox(p: Parts, _logo: EventLogoData, id: string): Drawing {
  const shape = [0.32, 0.22, 0.72] as const
  const top = sprig({
    stem: [
      [52, 44],
      [80, 30],
      [110, 28],
      [150, 30],
    ],
    count: 7,
    size: 17,
    spread: [34, 52],
    shape,
    seed: 4,
  })
  const side = sprig({
    stem: [
      [58, 50],
      [48, 74],
      [48, 100],
      [54, 132],
    ],
    count: 6,
    size: 16,
    spread: [52, 34],
    shape,
    seed: 5,
  })
  const s1 = fitSize(p.n1, 240, 42, 0.47)
  const s2 = fitSize(p.n2, 240, 42, 0.47)
  return {
    viewBox: '0 0 420 240',
    art: (
      <>
        <g fill="none" stroke="currentColor">
          <rect x="64" y="36" width="292" height="168" strokeWidth="1" />
          <rect x="70" y="42" width="280" height="156" strokeWidth=".5" />
        </g>
        <g className={styles.leaves}>
          <g id={id}>
            <path d={`${top.stem}${side.stem}`} fill="none" stroke="currentColor" strokeWidth="1" />
            <path d={`${top.leaves[0]}${side.leaves[0]}`} />
            <path d={leaf(56, 46, 225, 16, 5.5)} fillOpacity=".6" />
          </g>
          <use href={`#${id}`} transform="rotate(180 210 120)" />
        </g>
        <g className={styles.heading} textAnchor="middle">
          <text x="210" y="106" fontSize={s1}>
            {p.n1}
          </text>
          <text x="210" y="136" fontSize="22" className={styles.hand}>
            &amp;
          </text>
          <text x="210" y="176" fontSize={s2}>
            {p.n2}
          </text>
        </g>
      </>
    ),
  }
}

/**
 * One of the seven event logos (spec 001 section 3) as inline SVG with real text, and the
 * additional text (often the date) under it. Text is in the site's text colour and the badge in
 * its primary colour unless the owner overrode them. With `headingLevel` the drawing is also a
 * heading (use 1 where the logo replaces the header's h1). An unknown name throws.
 */
export function EventLogo({ logo, headingLevel }: { logo: EventLogoData; headingLevel?: 1 | 2 }) {
  const titleId = `logo${useId().replace(/[^\w-]/g, '')}`
  const name = assertEventLogo(logo.name)
  const n1 = logo.name1?.trim() ?? ''
  const n2 = logo.name2?.trim() ?? ''
  const ink = logo.colorText?.override ? safeColor(logo.colorText.color) : undefined
  const back = logo.colorBackground?.override ? safeColor(logo.colorBackground.color) : undefined
  const parts: Parts = {
    a: initial(n1),
    b: initial(n2),
    n1,
    n2,
    both: n1 && n2 ? `${n1} & ${n2}` : n1 || n2,
    badge: back ?? 'var(--color-primary, hsl(152 28% 30%))',
    onBadge: ink ?? 'var(--color-on-primary, #fff)',
  }
  const drawing = DRAW[name](parts, logo, `${titleId}l`)
  const additional = logo.additionalText?.trim()
  // In the header the logo stands in for the page's h1: the drawing is the heading.
  const Heading = headingLevel === 1 ? 'h1' : headingLevel === 2 ? 'h2' : undefined
  const art = (
    <svg
      className={styles.art}
      viewBox={drawing.viewBox}
      role="img"
      aria-labelledby={titleId}
      fill="currentColor"
    >
      <title id={titleId}>{parts.both}</title>
      {drawing.art}
    </svg>
  )
  return (
    <div
      className={drawing.compact ? `${styles.root} ${styles.compact}` : styles.root}
      style={ink ? ({ color: ink } as CSSProperties) : undefined}
      data-part={PART.eventLogo}
      data-logo={name}
    >
      {Heading ? <Heading className={styles.headingBox}>{art}</Heading> : art}
      {additional && <p className={styles.additional}>{additional}</p>}
    </div>
  )
}

const DRAW: Record<EventLogoName, (p: Parts, logo: EventLogoData, id: string) => Drawing> = {
  RelaxedByHand: relaxedByHand,
  BorderUpAndDown: borderUpAndDown,
  ModernMonogramStrikethrough: strikethrough,
  ModernMonogramBadge: badge,
  HandDrawnHeart: handDrawnHeart,
  ModernMonogramBorderBetween: borderBetween,
  LeafsBox: leafsBox,
}
