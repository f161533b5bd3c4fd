import type { CSSProperties } from 'react'
import { n, rng } from './geometry.ts'
import styles from './SiteGraphic.module.css'

interface Dot {
  key: number
  style: CSSProperties
  ring: boolean
}

// Placed once, the same on the server and in the browser: soft dots that drift slowly in
// the page margins and more sparsely across the middle.
const DOTS: Dot[] = (() => {
  const rand = rng(42)
  const dots: Dot[] = []
  for (let i = 0; i < 18; i++) {
    const side = i % 3
    const x = side === 2 ? 22 + rand() * 56 : side ? 82 + rand() * 16 : 2 + rand() * 16
    const size = 5 + rand() ** 2 * 22
    dots.push({
      key: i,
      ring: i % 4 === 3,
      style: {
        left: `${n(x)}%`,
        top: `${n(4 + ((i * 37) % 92) + rand() * 4)}%`,
        width: `${n(size)}px`,
        height: `${n(size)}px`,
        opacity: n(side === 2 ? 0.1 + rand() * 0.1 : 0.16 + rand() * 0.22),
        animationDuration: `${n(14 + rand() * 14)}s`,
        animationDelay: `-${n(rand() * 20)}s`,
        ['--dx' as string]: `${n((rand() - 0.5) * 80)}px`,
        ['--dy' as string]: `${n((rand() - 0.5) * 80)}px`,
      },
    })
  }
  return dots
})()

/** Softly drifting dots in the site's primary colour; still for visitors who ask for reduced motion. */
export function MovingDots() {
  return (
    <div className={styles.viewport}>
      {DOTS.map((d) => (
        <span key={d.key} className={d.ring ? `${styles.dot} ${styles.ring}` : styles.dot} style={d.style} />
      ))}
    </div>
  )
}
