import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { formatKronor } from '#domain/commerce/money.ts'
import { priceOf } from '#domain/commerce/products.ts'
import type { AccountPage } from '#domain/payments.ts'
import { accountPageQueryKey } from '#web/account/api/account-page.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { formatDate, PaymentDialog } from '#web/payments/index.ts'
import { Button } from '#web/ui/Button.tsx'
import styles from './AccountPage.module.css'
import { accountPaths } from './account-paths.ts'

/** Shown for a domain without an expiry date, as for the site (spec 000 section 9). */
const DEFAULT_EXPIRY_DATE = '2022-11-01'

interface Props {
  siteId: string
  domains: AccountPage['site']['customDomains']
}

/** The site's custom domains with their expiry, each renewable through the payment dialog (issue 16). */
export function CustomDomains({ siteId, domains }: Props) {
  const { t } = useTranslation()
  const { brand } = useBoot()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [renewing, setRenewing] = useState<string | null>(null)
  const renewal = priceOf('renew_domain_name', brand.brand)

  const paid = (reference: string) => {
    void queryClient.invalidateQueries({ queryKey: accountPageQueryKey(siteId) })
    navigate(accountPaths(siteId).domainRenewed(reference))
  }

  return (
    <>
      <ul className={styles.domainList}>
        {domains.map((d) => (
          <li key={d.domain} className={styles.domainRow}>
            <span>
              {t('accountPage.domainExpires', {
                domain: d.domain,
                date: d.expires ? formatDate(d.expires) : DEFAULT_EXPIRY_DATE,
              })}
            </span>
            {/* The server renews a domain only before it expires. */}
            {d.expires && new Date(d.expires).getTime() <= Date.now() ? (
              <span className={styles.warningText}>{t('addresses.account.expired')}</span>
            ) : (
              <Button variant="secondary" onClick={() => setRenewing(d.domain)}>
                {t('addresses.account.renew', { domain: d.domain })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.renewText}>
        {t('addresses.account.renewText', { count: renewal.months, price: formatKronor(renewal.amountOre) })}
      </p>
      {renewing && (
        <PaymentDialog
          open
          request={{ siteId, product: 'renew_domain_name', extra: { domain: renewing } }}
          onClose={() => setRenewing(null)}
          onPaid={paid}
        />
      )}
    </>
  )
}
