import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cx } from '#web/ui/cx.ts'
import { BrandHeader } from './BrandHeader.tsx'
import styles from './PageLayout.module.css'

interface PageLayoutProps {
  /** narrow: the 28rem column of the login pages; wide: overview pages. */
  width?: 'narrow' | 'wide'
  /** Extra items at the end of the brand header (account, logout). */
  headerItems?: ReactNode
  children: ReactNode
}

export function PageLayout({ width = 'narrow', headerItems, children }: PageLayoutProps) {
  const { t } = useTranslation()
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {t('common.skipToContent')}
      </a>
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
