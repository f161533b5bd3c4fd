import styles from './CardPage.module.css'
import { CardPage } from './CardPage.tsx'
import type { PublicPageInput } from './page-input.ts'
import type { PageKindTexts } from './page-kind-texts.ts'

/** A published site whose time has run out: nothing of its content, a word to the owner. */
export function ExpiredPage({ input, texts }: { input: PublicPageInput; texts: PageKindTexts }) {
  return (
    <CardPage design={{}}>
      <p className={styles.eyebrow}>{input.brand.siteName}</p>
      <h1 className={styles.title}>{texts.expiredTitle}</h1>
      <p className={styles.text}>{texts.expiredText}</p>
      <a className={styles.button} href={`${input.landingUrl}logga-in`}>
        {texts.expiredLink}
      </a>
    </CardPage>
  )
}
