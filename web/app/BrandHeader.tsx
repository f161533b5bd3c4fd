import type { ReactNode } from 'react'
import { useBoot } from './BootContext.tsx'
import styles from './BrandHeader.module.css'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { leavePage } from './leave-page.ts'
import { useConfirmLeave } from './unsaved-changes.tsx'

/** The brand's name linking to its landing site, the language choice, and page-specific items. */
export function BrandHeader({ children }: { children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <BrandLink />
        {children && <div className={styles.items}>{children}</div>}
        <div className={styles.language}>
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  )
}

/** The brand's name as a link to its landing site, as the app's headers show it. */
export function BrandLink() {
  const { brand, landingOrigin } = useBoot()
  const confirmLeave = useConfirmLeave()
  const href = `${landingOrigin}/`
  return (
    <a
      className={styles.brand}
      href={href}
      onClick={(event) => {
        // A new tab or window leaves the draft where it is.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        confirmLeave(() => leavePage(href))
      }}
    >
      {brand.siteName}
    </a>
  )
}
