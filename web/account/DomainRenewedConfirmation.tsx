import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { ReceiptView } from '#web/payments/ReceiptView.tsx'
import { Card } from '#web/ui/Card.tsx'
import styles from './AccountPage.module.css'
import { accountPaths } from './account-paths.ts'

/** /redigera/{siteId}/konto/fornya-doman/bekraftelse/{paymentReference?}: thanks and the receipt. */
export function DomainRenewedConfirmation() {
  const { t } = useTranslation()
  const { siteId = '', paymentReference = '' } = useParams()
  useDocumentTitle(t('addresses.account.renewedTitle'))
  return (
    <div className={styles.page}>
      <h1>{t('addresses.account.renewedTitle')}</h1>
      <p>{t('addresses.account.renewedText')}</p>
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
