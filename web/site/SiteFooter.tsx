import type { BrandInfo } from '#domain/brands.ts'
import { PART } from './parts.ts'
import styles from './SitePage.module.css'
import { fillText, type PublicTexts } from './texts.ts'

interface Props {
  brand: BrandInfo
  landingUrl: string
  texts: PublicTexts
}

export function SiteFooter({ brand, landingUrl, texts }: Props) {
  return (
    <footer className={styles.footer} data-part={PART.footer}>
      <p className={styles.footerLine}>
        {texts.contact}: <a href={`mailto:${brand.contactMail}`}>{brand.contactMail}</a>
      </p>
      <p className={styles.footerLine}>
        <a href={landingUrl}>{fillText(texts.madeWith, { siteName: brand.siteName })}</a>
      </p>
    </footer>
  )
}
