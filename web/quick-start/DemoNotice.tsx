import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { startPath } from '#domain/brands.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { demoSiteUrl } from '#web/home/index.ts'
import { buttonClassName } from '#web/ui/Button.tsx'
import styles from './QuickStart.module.css'
import { useQuickStart } from './quick-start-context.ts'

/** Says what /demo is and how to start from it: edit it here and save, or begin afresh. */
export function DemoNotice() {
  const { t } = useTranslation()
  const { brand, landingOrigin } = useBoot()
  const { source } = useQuickStart()
  // The student demo starts the student quick start; the others the brand's way in.
  const start =
    source === 'digital-studentinbjudan' ? '/digital-studentinbjudan/snabbstart' : startPath(brand.brand)
  return (
    <div className={styles.notice}>
      <p className={styles.noticeText}>{t('quickStart.demo.text')}</p>
      <Link className={buttonClassName('primary')} to={start}>
        {t('quickStart.demo.start')}
      </Link>
      <a href={demoSiteUrl(brand, landingOrigin)}>{t('quickStart.demo.asGuest')}</a>
    </div>
  )
}
