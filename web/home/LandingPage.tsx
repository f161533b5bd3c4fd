import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Brand } from '#domain/brands.ts'
import { startPath } from '#domain/brands.ts'
import { formatKronor } from '#domain/commerce/money.ts'
import { priceOf } from '#domain/commerce/products.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { LegalLinks } from '#web/app/LegalLinks.tsx'
import { PageLayout } from '#web/app/PageLayout.tsx'
import { paths } from '#web/app/paths.ts'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { buttonClassName } from '#web/ui/Button.tsx'
import styles from './LandingPage.module.css'

type Feature = 'rsvp' | 'gifts' | 'speeches' | 'design' | 'languages' | 'address'

/** What each brand's page offers; gifts and speeches are no part of an event (spec 001 section 1). */
const FEATURES: Record<Brand, Feature[]> = {
  wedding: ['rsvp', 'gifts', 'speeches', 'design', 'languages', 'address'],
  party: ['rsvp', 'gifts', 'design', 'languages', 'address'],
  event: ['rsvp', 'design', 'languages', 'address'],
}

/**
 * / on a brand host: what the product does, a look at the demo, the price, the way in and login,
 * in the market's language. It needs nothing but the boot data, so it shows at once.
 */
export function LandingPage() {
  const { t } = useTranslation()
  const { brand } = useBoot()
  useDocumentTitle()
  const price = priceOf('subdomain', brand.brand)
  const domainPrice = priceOf('domain_name', brand.brand)

  return (
    <PageLayout width="wide">
      <section className={styles.hero} aria-labelledby="landing-title">
        <h1 id="landing-title" className={styles.title}>
          {t(`landing.headline.${brand.brand}`)}
        </h1>
        <p className={styles.pitch}>{t(`landing.pitch.${brand.brand}`)}</p>
        <div className={styles.actions}>
          <Link className={buttonClassName('primary')} to={startPath(brand.brand)}>
            {t(`landing.start.${brand.brand}`)}
          </Link>
          <Link className={buttonClassName('secondary')} to="/demo">
            {t('landing.demo')}
          </Link>
        </div>
        <p className={styles.free}>{t('landing.free')}</p>
      </section>

      <section className={styles.section} aria-labelledby="landing-steps">
        <h2 id="landing-steps">{t('landing.steps.title')}</h2>
        <ol className={styles.steps}>
          {(['1', '2', '3'] as const).map((n) => (
            <li key={n} className={styles.stepCard}>
              <span className={styles.stepNumber} aria-hidden="true">
                {n}
              </span>
              <h3>{t(`landing.steps.${n}.title`)}</h3>
              <p>{t(`landing.steps.${n}.text`, { brand: brand.siteName })}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="landing-features">
        <h2 id="landing-features">{t('landing.features.title')}</h2>
        <ul className={styles.features}>
          {FEATURES[brand.brand].map((feature) => (
            <li key={feature}>
              <h3>{t(`landing.features.${feature}.title`)}</h3>
              <p>{t(`landing.features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="landing-price">
        <h2 id="landing-price">{t('landing.price.title')}</h2>
        <div className={styles.price}>
          <p className={styles.amount}>{formatKronor(price.amountOre)}</p>
          <p>{t('landing.price.subdomain', { months: price.months, domain: brand.mainDomain })}</p>
          <p className={styles.muted}>
            {t('landing.price.domain', {
              price: formatKronor(domainPrice.amountOre),
              months: domainPrice.months,
            })}
          </p>
          <p className={styles.muted}>{t('landing.price.tryFree')}</p>
        </div>
      </section>

      <section className={styles.closing}>
        <Link className={buttonClassName('primary')} to={startPath(brand.brand)}>
          {t(`landing.start.${brand.brand}`)}
        </Link>
        <p className={styles.login}>
          {t('landing.haveAccount')} <Link to={paths.login}>{t('common.logIn')}</Link>
        </p>
        <p className={styles.muted}>
          {t('landing.contact')} <a href={`mailto:${brand.contactMail}`}>{brand.contactMail}</a>
        </p>
        <div className={styles.legal}>
          <LegalLinks />
        </div>
      </section>
    </PageLayout>
  )
}
