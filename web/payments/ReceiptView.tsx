import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { formatKronor } from '#domain/commerce/money.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { useReceipt } from '#web/payments/api/payments-receipt.ts'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { Spinner } from '#web/ui/Spinner.tsx'
import { formatDateTime } from './format.ts'
import styles from './Payments.module.css'

/** A payment's receipt (spec 000 section 3), amounts in SEK as 'N:-', the date as YYYY-MM-DD HH:mm. */
export function ReceiptView({ siteId, reference }: { siteId: string; reference: string }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const receipt = useReceipt(siteId, reference)
  if (receipt.isPending) return <Spinner label={t('common.loading')} />
  if (receipt.isError) {
    return <ErrorBox title={t('receipt.loadFailed')} detail={serverMessage(receipt.error, language)} />
  }
  const r = receipt.data
  const rows: [string, string][] = [
    [t('receipt.product'), t(`payments.products.${r.product}`, { defaultValue: r.product })],
    [t('receipt.amountWithVat'), formatKronor(r.amountWithVat)],
    [t('receipt.amountVat'), formatKronor(r.amountVat)],
    [t('receipt.amountWithoutVat'), formatKronor(r.amountWithoutVat)],
    [t('receipt.paymentMethod'), r.paymentMethod === 'swish' ? t('payments.swish') : t('payments.card')],
    [t('receipt.date'), formatDateTime(r.date)],
    [t('receipt.reference'), r.reference],
  ]
  return (
    <section aria-labelledby="receipt-title">
      <h2 id="receipt-title">{t('receipt.title')}</h2>
      <dl className={styles.receipt}>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  )
}
