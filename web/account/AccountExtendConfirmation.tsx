import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useAccountPage } from '#web/api/account-page.ts'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { formatDate } from '#web/payments/format.ts'
import { ReceiptView } from '#web/payments/ReceiptView.tsx'
import { Card } from '#web/ui/Card.tsx'
import styles from './AccountPage.module.css'
import { accountPaths } from './account-paths.ts'

/** /redigera/{siteId}/konto/forlang/subdoman/bekraftelse/{paymentReference?}: thanks and the receipt. */
export function AccountExtendConfirmation() {
  const { t } = useTranslation()
  const { siteId = '', paymentReference = '' } = useParams()
  const account = useAccountPage(siteId)
  useDocumentTitle(t('accountPage.extendedTitle'))
  const expires = account.data?.site.activeExpireDate
  return (
    <div className={styles.page}>
      <h1>{t('accountPage.extendedTitle')}</h1>
      {expires && <p>{t('accountPage.extendedText', { date: formatDate(expires) })}</p>}
      {paymentReference && (
        <Card>
          <ReceiptView siteId={siteId} reference={paymentReference} />
        </Card>
      )}
      <p>
        <Link to={accountPaths(siteId).account}>{t('accountPage.backToAccount')}</Link>
      </p>
    </div>
  )
}
