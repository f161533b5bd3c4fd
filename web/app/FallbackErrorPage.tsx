import { useTranslation } from 'react-i18next'
import { Button } from '#web/ui/Button.tsx'
import styles from './FallbackErrorPage.module.css'

/**
 * The whole-page error shown after an unhandled error. It needs no router and no server data,
 * since either may be what broke.
 */
export function FallbackErrorPage() {
  const { t } = useTranslation()
  return (
    <main className={styles.page}>
      <div className={styles.card} role="alert">
        <h1>{t('fallback.title')}</h1>
        <p>{t('fallback.text')}</p>
        <div className={styles.actions}>
          <Button onClick={() => window.location.reload()}>{t('fallback.reload')}</Button>
          <a href="/">{t('common.home')}</a>
        </div>
      </div>
    </main>
  )
}
