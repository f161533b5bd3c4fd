import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { priceOf, type SiteProduct } from '#domain/commerce/products.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { paths } from '#web/app/paths.ts'
import { buttonClassName } from '#web/ui/Button.tsx'
import styles from './Addresses.module.css'
import { addressPaths } from './address-paths.ts'
import { domainProducts } from './address-products.ts'
import { priceText } from './price-text.ts'
import { SiteAddressPage } from './SiteAddressPage.tsx'
import { type SiteAddress, useSiteAddress } from './use-site-address.ts'

/** /redigera/{siteId}/valj-adress (spec 002 section 2): the subdomain and the custom-domain offers. */
export function ChooseAddressPage() {
  const { t } = useTranslation()
  return (
    <SiteAddressPage
      title={t('addresses.title')}
      intro={t('addresses.intro')}
      back={(siteId) => ({ to: paths.editSite(siteId), label: t('addresses.toEditor') })}
    >
      {(site, siteId) => <Offers siteId={siteId} site={site} />}
    </SiteAddressPage>
  )
}

function Offers({ siteId, site }: { siteId: string; site: SiteV2 }) {
  const { t } = useTranslation()
  const { brand } = useBoot()
  const address = useSiteAddress(site)
  const to = addressPaths(siteId)
  const domainProduct = domainProducts(address.hasActiveSubdomain).register
  return (
    <div className={styles.offers}>
      <article className={styles.offer} aria-labelledby="offer-subdomain">
        <h2 id="offer-subdomain" className={styles.offerTitle}>
          {t('addresses.subdomainOffer.title')}
        </h2>
        <p>{t('addresses.subdomainOffer.text', { example: `anna-och-erik.${brand.mainDomain}` })}</p>
        {site.active && site.host ? (
          <>
            <p className={styles.bought}>
              <span className={styles.badge}>{t('addresses.bought')}</span>
              <span>{t('addresses.subdomainOffer.current', { host: site.host })}</span>
            </p>
            <Link className={buttonClassName('secondary')} to={to.subdomain}>
              {t('addresses.subdomainOffer.change')}
            </Link>
          </>
        ) : (
          <>
            <OfferPrice product="subdomain" />
            <Link className={buttonClassName('primary')} to={to.subdomain}>
              {t('addresses.subdomainOffer.choose')}
            </Link>
          </>
        )}
      </article>
      <article className={styles.offer} aria-labelledby="offer-domain">
        <h2 id="offer-domain" className={styles.offerTitle}>
          {t('addresses.domainOffer.title')}
        </h2>
        <p>{t('addresses.domainOffer.text')}</p>
        {address.customDomain ? (
          <CustomDomainBought siteId={siteId} domain={address.customDomain} />
        ) : (
          <>
            <OfferPrice product={domainProduct} />
            {address.hasActiveSubdomain && (
              <p className={styles.note}>{t('addresses.domainOffer.upgradeNote')}</p>
            )}
            <Link className={buttonClassName('primary')} to={to.domain}>
              {t('addresses.domainOffer.choose')}
            </Link>
          </>
        )}
      </article>
    </div>
  )
}

function CustomDomainBought({
  siteId,
  domain,
}: {
  siteId: string
  domain: NonNullable<SiteAddress['customDomain']>
}) {
  const { t } = useTranslation()
  return (
    <>
      <p className={styles.bought}>
        <span className={styles.badge}>{t('addresses.bought')}</span>
        <span>
          {domain.connected
            ? t('addresses.domainOffer.current', { domain: domain.domain })
            : t('addresses.domainOffer.waiting')}
        </span>
      </p>
      {!domain.connected && (
        <Link
          className={buttonClassName('secondary')}
          to={addressPaths(siteId).otherRegistrarConfirmation('')}
        >
          {t('addresses.domainOffer.dnsLink')}
        </Link>
      )}
    </>
  )
}

/** A product's price as the spec shows it ('N:-', a price of 0 as free) and how long it lasts. */
export function OfferPrice({ product }: { product: SiteProduct }) {
  const { t } = useTranslation()
  const { brand } = useBoot()
  const { amountOre, months } = priceOf(product, brand.brand)
  return (
    <p className={styles.price}>
      <strong className={styles.amount}>{priceText(amountOre, t)}</strong>
      <span>{t('addresses.months', { count: months })}</span>
    </p>
  )
}
