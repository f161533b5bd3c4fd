import type { ReactNode } from 'react'
import { ModuleProviders } from '#web/modules/index.ts'
import { Menu, type MenuItem } from './Menu.tsx'
import { menuFitWidth } from './menu-fit.ts'
import type { PublicPageInput } from './page-input.ts'
import { PART } from './parts.ts'
import { SiteFooter } from './SiteFooter.tsx'
import styles from './SitePage.module.css'
import { StaticSlot } from './static-slots.tsx'
import type { PublicTexts } from './texts.ts'
import { designOf, themeStyle } from './theme-style.ts'

/** The skip link's target; a slug never starts with '_' followed by a letter, so no module takes it. */
const CONTENT_ID = '_content'

/**
 * The frame of a public site page, V2 and legacy alike: the site's design, the skip link, the slim
 * bar with the brand, the menu and (V2) the language switcher, the site graphic, the modules given
 * as children, and the footer.
 */
export function SiteFrame({
  input,
  texts,
  menuItems,
  switcher,
  switcherItems = 0,
  children,
}: {
  input: Extract<PublicPageInput, { kind: 'site' }>
  texts: PublicTexts
  menuItems: MenuItem[]
  switcher?: ReactNode
  /** How many languages the switcher lists, so the menu folds before they crowd the bar. */
  switcherItems?: number
  children: ReactNode
}) {
  const { site, brand } = input
  return (
    <div
      className={styles.page}
      style={themeStyle(designOf(input))}
      data-theme={site.theme}
      data-part={PART.page}
    >
      <a className={styles.skip} href={`#${CONTENT_ID}`}>
        {texts.skipToContent}
      </a>
      <header className={styles.bar} data-part={PART.topBar}>
        <a className={styles.brand} href={input.landingUrl}>
          {brand.siteName}
        </a>
        <Menu
          items={menuItems}
          label={texts.menu}
          fitsFrom={menuFitWidth(
            menuItems.map((item) => item.title),
            brand.siteName,
            switcherItems,
          )}
        />
        {switcher}
      </header>
      <main id={CONTENT_ID} className={styles.main} data-part={PART.main} tabIndex={-1}>
        {site.siteGraphic && <StaticSlot name="siteGraphic" part={PART.graphic} className={styles.graphic} />}
        <ModuleProviders site={site}>{children}</ModuleProviders>
      </main>
      <SiteFooter brand={brand} landingUrl={input.landingUrl} texts={texts} />
    </div>
  )
}
