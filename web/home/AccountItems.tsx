import { useTranslation } from 'react-i18next'
import { Button } from '#web/ui/Button.tsx'
import styles from './SitePage.module.css'

interface AccountItemsProps {
  mail: string
  loggingOut: boolean
  onLogout: () => void
}

/** The account part of the top bar: who is logged in, and logging out. */
export function AccountItems({ mail, loggingOut, onLogout }: AccountItemsProps) {
  const { t } = useTranslation()
  return (
    <div className={styles.account}>
      <span className={styles.mail}>{t('site.account', { mail })}</span>
      <Button className={styles.logout} variant="secondary" busy={loggingOut} onClick={onLogout}>
        {t('common.logOut')}
      </Button>
    </div>
  )
}
