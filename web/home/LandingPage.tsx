import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useBoot } from '#web/app/BootContext.tsx'
import { PageLayout } from '#web/app/PageLayout.tsx'
import { paths } from '#web/app/paths.ts'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { buttonClassName } from '#web/ui/Button.tsx'
import styles from './LandingPage.module.css'
import { demoSiteUrl } from './site-urls.ts'

/** / on an edit host: the brand's own small landing page. */
export function LandingPage() {
  const { t } = useTranslation()
  const { brand, landingOrigin } = useBoot()
  useDocumentTitle()
  return (
    <PageLayout width="wide">
      <section className={styles.hero} aria-labelledby="landing-title">
        <h1 id="landing-title" className={styles.title}>
          {brand.siteName}
        </h1>
        <p className={styles.pitch}>{t(`landing.pitch.${brand.brand}`)}</p>
        <div className={styles.actions}>
          <Link className={buttonClassName('primary')} to={paths.createSite(brand.brand)}>
            {t('common.createSite')}
          </Link>
          <a className={buttonClassName('secondary')} href={demoSiteUrl(brand, landingOrigin)}>
            {t('landing.demo')}
          </a>
        </div>
        <p className={styles.login}>
          {t('landing.haveAccount')} <Link to={paths.login}>{t('common.logIn')}</Link>
        </p>
      </section>
    </PageLayout>
  )
}
