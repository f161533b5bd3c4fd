import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useReportedError } from '#web/app/use-reported-error.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { formatDateTime } from '#web/payments/index.ts'
import { Button, buttonClassName } from '#web/ui/Button.tsx'
import { Card } from '#web/ui/Card.tsx'
import { cx } from '#web/ui/cx.ts'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { Spinner } from '#web/ui/Spinner.tsx'
import styles from './Addresses.module.css'
import { type DomainDns, useCheckDomainDns, useDomainDns } from './api/domain-dns.ts'
import { ConfirmationPage } from './ConfirmationPage.tsx'
import { SiteLink } from './SiteLink.tsx'

/**
 * /valj-adress/doman-annan-registrar/bekraftelse/{paymentReference?}: the DNS records the owner
 * adds at their registrar (the TXT record proves the domain is theirs), whether the domain points
 * here yet, and a button to look again now.
 */
export function OtherRegistrarConfirmationPage() {
  const { t } = useTranslation()
  const { siteId = '' } = useParams()
  return (
    <ConfirmationPage title={t('addresses.otherRegistrar.title')}>
      <DnsInstructions siteId={siteId} />
    </ConfirmationPage>
  )
}

function DnsInstructions({ siteId }: { siteId: string }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const dns = useDomainDns(siteId)
  useReportedError(dns.error, `GET /api/sites/${siteId}/host/domain-dns`)
  if (dns.isPending) return <Spinner label={t('common.loading')} />
  if (dns.isError) {
    return (
      <ErrorBox title={t('addresses.otherRegistrar.loadFailed')} detail={serverMessage(dns.error, language)}>
        <Button variant="secondary" onClick={() => void dns.refetch()}>
          {t('addresses.retry')}
        </Button>
      </ErrorBox>
    )
  }
  const d = dns.data
  return (
    <Card className={styles.confirmation}>
      <p>{t('addresses.otherRegistrar.intro', { domain: d.domain })}</p>
      <DnsRecords dns={d} />
      <p className={styles.note}>
        {d.proven ? t('addresses.otherRegistrar.proven') : t('addresses.otherRegistrar.proofNote')}
      </p>
      <DnsStatus siteId={siteId} dns={d} />
    </Card>
  )
}

function DnsRecords({ dns }: { dns: DomainDns }) {
  const { t } = useTranslation()
  const head = {
    type: t('addresses.otherRegistrar.type'),
    name: t('addresses.otherRegistrar.name'),
    value: t('addresses.otherRegistrar.value'),
  }
  const rows = [
    { type: 'A', name: t('addresses.otherRegistrar.rootName'), value: dns.aRecord },
    { type: 'CNAME', name: 'www', value: dns.cnameTarget },
    { type: 'TXT', name: dns.proofName, value: dns.proofValue },
  ]
  return (
    <table className={styles.records}>
      <caption>{t('addresses.otherRegistrar.recordsCaption', { domain: dns.domain })}</caption>
      <thead>
        <tr>
          <th scope="col">{head.type}</th>
          <th scope="col">{head.name}</th>
          <th scope="col">{head.value}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.type}>
            <td data-label={head.type}>{row.type}</td>
            <td data-label={head.name}>{row.name}</td>
            <td data-label={head.value}>
              <span className={styles.recordValue}>
                <code>{row.value}</code>
                <CopyButton value={row.value} />
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function CopyButton({ value }: { value: string }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      className={buttonClassName('secondary')}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => setCopied(true))
      }}
    >
      {copied ? t('addresses.otherRegistrar.copied') : t('addresses.otherRegistrar.copy')}
    </button>
  )
}

function DnsStatus({ siteId, dns }: { siteId: string; dns: DomainDns }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const check = useCheckDomainDns(siteId)
  const connected = dns.status === 'connected'
  return (
    <>
      <div className={styles.status} role="status">
        <span>{t('addresses.otherRegistrar.status')}:</span>
        <span className={cx(styles.statusBadge, connected ? styles.statusConnected : styles.statusWaiting)}>
          {connected ? t('addresses.otherRegistrar.connected') : t('addresses.otherRegistrar.waiting')}
        </span>
        <span className={styles.note}>
          {dns.checkedAt
            ? t('addresses.otherRegistrar.checkedAt', { time: formatDateTime(dns.checkedAt) })
            : t('addresses.otherRegistrar.neverChecked')}
        </span>
      </div>
      {connected ? (
        <>
          <p>{t('addresses.otherRegistrar.connectedText')}</p>
          <SiteLink host={dns.domain} />
        </>
      ) : (
        <>
          <p className={styles.note}>{t('addresses.otherRegistrar.waitingNote')}</p>
          {check.isError && (
            <ErrorBox
              title={t('addresses.otherRegistrar.checkFailed')}
              detail={serverMessage(check.error, language)}
            />
          )}
          <div>
            <Button variant="secondary" busy={check.isPending} onClick={() => check.mutate()}>
              {t('addresses.otherRegistrar.checkNow')}
            </Button>
          </div>
        </>
      )}
    </>
  )
}
