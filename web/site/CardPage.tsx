import type { ReactNode } from 'react'
import styles from './CardPage.module.css'
import type { SiteDesign } from './theme-style.ts'
import { themeStyle } from './theme-style.ts'

interface Props {
  design: SiteDesign
  children: ReactNode
}

/** A full page with one centred card: the password gate, not found, wrong address. */
export function CardPage({ design, children }: Props) {
  return (
    <div className={styles.page} style={themeStyle(design)}>
      <main className={styles.center}>
        <div className={styles.card}>{children}</div>
      </main>
    </div>
  )
}
