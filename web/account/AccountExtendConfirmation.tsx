import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useAccountPage } from '#web/account/api/account-page.ts'
import { formatDate } from '#web/payments/index.ts'
import { PaymentConfirmation } from './PaymentConfirmation.tsx'

/** /redigera/{siteId}/konto/forlang/subdoman/bekraftelse/{paymentReference?}: thanks and the receipt. */
export function AccountExtendConfirmation() {
  const { t } = useTranslation()
  const { siteId = '' } = useParams()
  const expires = useAccountPage(siteId).data?.site.activeExpireDate
  return (
    <PaymentConfirmation
      title={t('accountPage.extendedTitle')}
      text={expires ? t('accountPage.extendedText', { date: formatDate(expires) }) : null}
    />
  )
}
