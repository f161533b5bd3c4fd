import type { ReactNode } from 'react'
import { useBoot } from './BootContext.tsx'
import styles from './BrandHeader.module.css'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'

/** The brand's name linking to its landing site, the language choice, and page-specific items. */
export function BrandHeader({ children }: { children?: ReactNode }) {
  const { brand, landingOrigin } = useBoot()
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <a className={styles.brand} href={`${landingOrigin}/`}>
          {brand.siteName}
        </a>
        {children && <div className={styles.items}>{children}</div>}
        <div className={styles.language}>
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  )
}
