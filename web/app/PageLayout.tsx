import type { ReactNode } from 'react'
import { cx } from '#web/ui/cx.ts'
import { BrandHeader } from './BrandHeader.tsx'
import styles from './PageLayout.module.css'
import { SkipLink } from './SkipLink.tsx'

interface PageLayoutProps {
  /** narrow: the 28rem column of the login pages; wide: overview pages. */
  width?: 'narrow' | 'wide'
  /** Extra items at the end of the brand header (account, logout). */
  headerItems?: ReactNode
  children: ReactNode
}

export function PageLayout({ width = 'narrow', headerItems, children }: PageLayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <BrandHeader>{headerItems}</BrandHeader>
      <main
        id="main"
        tabIndex={-1}
        className={cx(styles.main, width === 'narrow' ? styles.narrow : styles.wide)}
      >
        {children}
      </main>
    </div>
  )
}
