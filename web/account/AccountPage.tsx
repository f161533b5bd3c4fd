import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { formatKronor } from '#domain/commerce/money.ts'
import { priceOf } from '#domain/commerce/products.ts'
import type { AccountPage as AccountPageData } from '#domain/payments.ts'
import { accountPageQueryKey, useAccountPage } from '#web/account/api/account-page.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { paths } from '#web/app/paths.ts'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { useLogout } from '#web/app/use-logout.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { formatDate, PaymentDialog } from '#web/payments/index.ts'
import { printPaths, SiteOrders } from '#web/prints/index.ts'
import { Button, buttonClassName } from '#web/ui/Button.tsx'
import { Card } from '#web/ui/Card.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { PageSpinner } from '#web/ui/Spinner.tsx'
import { AccountDataCard } from './AccountDataCard.tsx'
import { AccountNameCard } from './AccountNameCard.tsx'
import styles from './AccountPage.module.css'
import { accountPaths } from './account-paths.ts'
import { CustomDomains } from './CustomDomains.tsx'

/** Shown for a published site without an expiry date (spec 000 sections 2 and 9). */
export const DEFAULT_EXPIRY_DATE = '2022-11-01'

/**
 * /redigera/{siteId}/konto, and /konto/forlang with the extension's payment dialog open
 * (spec 000 section 2): the account, the site's visitors, publish and expiry dates, custom domains.
 */
export function AccountPage({ extending = false }: { extending?: boolean }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const { siteId = '' } = useParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const account = useAccountPage(siteId)
  const to = accountPaths(siteId)
  useDocumentTitle(t('accountPage.title'))

  if (account.isPending) return <PageSpinner label={t('common.loading')} />
  if (account.isError) {
    return <ErrorBox title={t('accountPage.loadFailed')} detail={serverMessage(account.error, language)} />
  }

  const paid = (reference: string) => {
    void queryClient.invalidateQueries({ queryKey: accountPageQueryKey(siteId) })
    navigate(to.extended(reference))
  }

  return (
    <div className={styles.page}>
      <h1>{t('accountPage.title')}</h1>
      <AccountCard data={account.data} />
      <AccountNameCard />
      <SiteCard data={account.data} siteId={siteId} />
      <OrdersCard siteId={siteId} />
      <AccountDataCard />
      {extending && (
        <PaymentDialog
          open
          request={{ siteId, product: 'extend_subdomain' }}
          onClose={() => navigate(to.account)}
          onPaid={paid}
        />
      )}
    </div>
  )
}

function AccountCard({ data }: { data: AccountPageData }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const logout = useLogout()
  return (
    <Card>
      <h2 className={styles.heading}>{t('accountPage.accountHeading')}</h2>
      <dl className={styles.facts}>
        <dt>{t('accountPage.mail')}</dt>
        <dd>{data.mail}</dd>
        <dt>{t('accountPage.registered')}</dt>
        <dd>{formatDate(data.registered.date)}</dd>
      </dl>
      {logout.isError && (
        <ErrorBox title={t('login.logoutFailed')} detail={serverMessage(logout.error, language)} />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" busy={logout.isPending} onClick={() => logout.mutate()}>
          {t('common.logOut')}
        </Button>
        <Link to={paths.resetPassword}>{t('accountPage.changePassword')}</Link>
      </div>
    </Card>
  )
}

/** The site's card orders, to follow after the confirmation page is left. */
function OrdersCard({ siteId }: { siteId: string }) {
  const { t } = useTranslation()
  return (
    <Card>
      <h2 className={styles.heading}>{t('orders.list.accountHeading')}</h2>
      <SiteOrders siteId={siteId} emptyText={t('orders.list.empty')} />
      <div className={styles.actions}>
        <Link to={printPaths(siteId).overview}>{t('orders.list.toInvitations')}</Link>
      </div>
    </Card>
  )
}

function SiteCard({ data, siteId }: { data: AccountPageData; siteId: string }) {
  const { t } = useTranslation()
  const { brand } = useBoot()
  const { site } = data
  const expiry = site.activeExpireDate ? formatDate(site.activeExpireDate) : DEFAULT_EXPIRY_DATE
  const expired = site.active && new Date(site.activeExpireDate ?? DEFAULT_EXPIRY_DATE).getTime() < Date.now()
  const extension = priceOf('extend_subdomain', brand.brand)
  return (
    <Card>
      <h2 className={styles.heading}>{t('accountPage.siteHeading')}</h2>
      <dl className={styles.facts}>
        {site.host && (
          <>
            <dt>{t('accountPage.address')}</dt>
            <dd>{site.host}</dd>
          </>
        )}
        <dt>{t('accountPage.visitorCount')}</dt>
        <dd>{site.visitorCount}</dd>
        {site.active && (
          <>
            <dt>{t('accountPage.published')}</dt>
            <dd>{site.activeDate ? formatDate(site.activeDate) : DEFAULT_EXPIRY_DATE}</dd>
            <dt>{t('accountPage.expires')}</dt>
            <dd>{expiry}</dd>
          </>
        )}
      </dl>
      {expired && <p className={styles.warning}>{t('accountPage.expired')}</p>}
      {site.active && site.customDomains.length > 0 && (
        <>
          <h3 className={styles.subheading}>{t('accountPage.customDomains')}</h3>
          <CustomDomains siteId={siteId} domains={site.customDomains} />
        </>
      )}
      {!site.active && (
        <div className={styles.actions}>
          <p>{t('accountPage.notPublished')}</p>
          <Link className={buttonClassName('primary')} to={`${paths.editSite(siteId)}/valj-adress`}>
            {t('accountPage.chooseAddress')}
          </Link>
        </div>
      )}
      {site.active && site.customDomains.length === 0 && (
        <div className={styles.actions}>
          <p>
            {t('accountPage.extendText', {
              months: extension.months,
              price: formatKronor(extension.amountOre),
            })}
          </p>
          <Link className={buttonClassName('primary')} to={accountPaths(siteId).extend}>
            {t('accountPage.extend')}
          </Link>
        </div>
      )}
    </Card>
  )
}
