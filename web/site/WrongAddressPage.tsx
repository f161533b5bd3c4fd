import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '#domain/site/languages.ts'
import styles from './CardPage.module.css'
import { CardPage } from './CardPage.tsx'
import type { PublicPageInput } from './page-input.ts'
import { pageKindTexts } from './page-kind-texts.ts'

/**
 * An address that belongs to no site. The visitor may speak any of the three languages, so all
 * three are shown; the interface language comes first and carries the page's h1.
 */
export function WrongAddressPage({ input }: { input: PublicPageInput }) {
  const first: InterfaceLanguage = input.uiLanguage
  const order = [first, ...INTERFACE_LANGUAGES.filter((l) => l !== first)]
  return (
    <CardPage design={{}}>
      <p className={styles.eyebrow}>{input.brand.siteName}</p>
      {order.map((language) => {
        const texts = pageKindTexts[language]
        const Heading = language === first ? 'h1' : 'h2'
        return (
          <section key={language} lang={language} className={styles.block}>
            <Heading className={styles.title}>{texts.wrongAddressTitle}</Heading>
            <p className={styles.text}>{texts.wrongAddressText}</p>
            <a className={styles.link} href={input.landingUrl}>
              {texts.wrongAddressLink}
            </a>
          </section>
        )
      })}
    </CardPage>
  )
}
