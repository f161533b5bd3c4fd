import styles from './CardPage.module.css'
import { CardPage } from './CardPage.tsx'
import type { PageKindTexts } from './page-kind-texts.ts'

/** No such language or page on this site. The link goes to the site's own start. */
export function NotFoundPage({ texts }: { texts: PageKindTexts }) {
  return (
    <CardPage design={{}}>
      <p className={styles.eyebrow}>404</p>
      <h1 className={styles.title}>{texts.notFoundTitle}</h1>
      <p className={styles.text}>{texts.notFoundText}</p>
      <a className={styles.button} href="/">
        {texts.notFoundLink}
      </a>
    </CardPage>
  )
}
