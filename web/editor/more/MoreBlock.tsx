import type { ReactNode } from 'react'
import drawer from '../Drawers.module.css'

/** One block of the Mer drawer: a section named by its heading. */
export function MoreBlock({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={drawer.block} aria-labelledby={id}>
      <h3 id={id} className={drawer.legend}>
        {title}
      </h3>
      {children}
    </section>
  )
}
