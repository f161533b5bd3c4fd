import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { ReceiptView } from '#web/payments/index.ts'
import { Card } from '#web/ui/Card.tsx'
import styles from './AccountPage.module.css'
import { accountPaths } from './account-paths.ts'

/**
 * A paid account product's confirmation page: thanks, what it did, the receipt of the payment in
 * the address ({paymentReference?}) and the way back to the account page.
 */
export function PaymentConfirmation({ title, text }: { title: string; text: string | null }) {
  const { t } = useTranslation()
  const { siteId = '', paymentReference = '' } = useParams()
  useDocumentTitle(title)
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {text && <p>{text}</p>}
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
