import { type ReactNode, useId } from 'react'
import { assertSiteGraphic, type SiteGraphicName } from '#domain/design/graphics.ts'
import { PART } from '../parts.ts'
import { BACKGROUNDS } from './backgrounds.tsx'
import { BOTANICALS } from './botanical.tsx'
import { CORNERS } from './corners.tsx'
import { MovingDots } from './MovingDots.tsx'
import styles from './SiteGraphic.module.css'

const CORNER_PLACES = ['tl', 'tr', 'bl', 'br'] as const

/** Drawn once into hidden defs and shown several times with <use>, mirrored per corner. */
function Pieces({
  id,
  art,
  places,
  viewBox,
}: {
  id: string
  art: ReactNode
  places: readonly string[]
  viewBox: string
}) {
  return (
    <>
      <svg aria-hidden="true" className={styles.defs}>
        <defs>
          <g id={id}>{art}</g>
        </defs>
      </svg>
      {places.map((place) => (
        <svg
          aria-hidden="true"
          key={place}
          className={`${styles.piece} ${styles[place]}`}
          viewBox={viewBox}
          data-place={place}
        >
          <use href={`#${id}`} />
        </svg>
      ))}
    </>
  )
}

function layer(name: SiteGraphicName, id: string): { tone: string; body: ReactNode } {
  if (name === 'movingDots') return { tone: 'primary', body: <MovingDots /> }
  if (name === 'background7')
    return { tone: 'primary', body: <div className={`${styles.viewport} ${styles.glow}`} /> }
  if (name in CORNERS) {
    const art = CORNERS[name as keyof typeof CORNERS](id)
    return {
      tone: 'primary',
      body: <Pieces id={id} art={art} places={CORNER_PLACES} viewBox="0 0 200 200" />,
    }
  }
  if (name in BOTANICALS) {
    const { corner, edge } = BOTANICALS[name as keyof typeof BOTANICALS]
    return {
      tone: name === 'leafsMix' ? 'primary' : 'fixed',
      body: (
        <>
          <Pieces id={id} art={corner(id)} places={['tl', 'tr']} viewBox="0 0 200 200" />
          {edge && <Pieces id={`${id}e`} art={edge(`${id}e`)} places={['edge']} viewBox="0 0 400 116" />}
        </>
      ),
    }
  }
  const bg = BACKGROUNDS[name as keyof typeof BACKGROUNDS]
  return {
    tone: bg.tone,
    body: (
      <svg aria-hidden="true" className={styles.fill}>
        <pattern
          id={id}
          width={bg.size}
          height={bg.size}
          patternUnits="userSpaceOnUse"
          patternTransform={bg.transform}
        >
          {bg.tile}
        </pattern>
        <rect width="100%" height="100%" fill={`url(#${id})`} />
      </svg>
    ),
  }
}

/**
 * The decorative layer of a site (spec 001 section 2): corners, sprigs, a background pattern or
 * drifting dots, behind the content. Mount it as the first child of a positioned, isolated
 * container (`position: relative; isolation: isolate`); it fills that container, sits below its
 * content (z-index -1) and never takes clicks. An unknown name throws.
 */
export function SiteGraphic({ name }: { name: SiteGraphicName }) {
  const uid = useId().replace(/[^\w-]/g, '')
  const graphic = assertSiteGraphic(name)
  // The name keeps ids apart even when separately rendered graphics share a document.
  const id = `${graphic}${uid}`
  const { tone, body } = layer(graphic, id)
  return (
    <div
      className={tone === 'fixed' ? styles.root : `${styles.root} ${styles[tone]}`}
      data-part={PART.graphic}
      data-graphic={graphic}
      aria-hidden="true"
    >
      {body}
    </div>
  )
}
