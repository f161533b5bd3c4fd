import { useTranslation } from 'react-i18next'
import { PaymentConfirmation } from './PaymentConfirmation.tsx'

/** /redigera/{siteId}/konto/fornya-doman/bekraftelse/{paymentReference?}: thanks and the receipt. */
export function DomainRenewedConfirmation() {
  const { t } = useTranslation()
  return (
    <PaymentConfirmation
      title={t('addresses.account.renewedTitle')}
      text={t('addresses.account.renewedText')}
    />
  )
}
