import type { ReactNode } from 'react'
import styles from './Design.module.css'

/** A block of a design tab (the site's or the card's): a section named by its heading, its hint under it. */
export function DesignSection({
  id,
  title,
  hint,
  children,
}: {
  id: string
  title: string
  hint: string
  children: ReactNode
}) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h3 id={id} className={styles.title}>
        {title}
      </h3>
      <p className={styles.hint}>{hint}</p>
      {children}
    </section>
  )
}
