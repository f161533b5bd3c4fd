import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useParams } from 'react-router'
import { useSite } from '#web/api/sites-get.ts'
import { useReportedError } from '#web/app/use-reported-error.ts'
import { SiteLoadError } from '#web/home/index.ts'
import { ReceiptView } from '#web/payments/index.ts'
import { Card } from '#web/ui/Card.tsx'
import { Spinner } from '#web/ui/Spinner.tsx'
import styles from './Addresses.module.css'
import { AddressPageFrame } from './AddressPageFrame.tsx'
import { addressPaths } from './address-paths.ts'
import { SiteLink } from './SiteLink.tsx'

interface Props {
  title: string
  /** What the page says before the address (when it shows no children instead). */
  text?: string
  /** Shown under the address (a domain's DNS instructions). */
  children?: ReactNode
}

/** A confirmation after an address purchase (spec 002 section 2): heading, the site's link, the receipt. */
export function ConfirmationPage({ title, text, children }: Props) {
  const { t } = useTranslation()
  const { siteId = '', paymentReference = '' } = useParams()
  return (
    <AddressPageFrame title={title} back={{ to: addressPaths(siteId).choose, label: t('addresses.back') }}>
      {children ?? (
        <Card className={styles.confirmation}>
          <p>{text}</p>
          <SiteAddress siteId={siteId} />
        </Card>
      )}
      {paymentReference && (
        <Card>
          <ReceiptView siteId={siteId} reference={paymentReference} />
          <p className={styles.receiptNote}>{t('addresses.subdomainConfirmation.receiptNote')}</p>
        </Card>
      )}
    </AddressPageFrame>
  )
}

function SiteAddress({ siteId }: { siteId: string }) {
  const { t } = useTranslation()
  // The domain page hands over the domain it registered; a reload falls back to the site's host.
  const state: unknown = useLocation().state
  const handedOver =
    typeof state === 'object' && state !== null && 'domain' in state && typeof state.domain === 'string'
      ? state.domain
      : null
  const site = useSite(siteId)
  useReportedError(site.error, `GET /api/sites/${siteId}`)
  if (handedOver) return <SiteLink host={handedOver} />
  if (site.isPending) return <Spinner size="small" label={t('common.loading')} />
  if (site.isError) return <SiteLoadError error={site.error} />
  return site.data.host ? <SiteLink host={site.data.host} /> : null
}

/** /valj-adress/subdoman/bekraftelse/{paymentReference?} */
export function SubdomainConfirmationPage() {
  const { t } = useTranslation()
  return (
    <ConfirmationPage
      title={t('addresses.subdomainConfirmation.title')}
      text={t('addresses.subdomainConfirmation.text')}
    />
  )
}

/** /valj-adress/doman/bekraftelse/{paymentReference?} */
export function DomainConfirmationPage() {
  const { t } = useTranslation()
  return (
    <ConfirmationPage
      title={t('addresses.domainConfirmation.title')}
      text={t('addresses.domainConfirmation.text')}
    />
  )
}
