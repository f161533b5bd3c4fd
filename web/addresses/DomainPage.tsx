import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { DOMAIN_TLDS, type DomainTld, type LabelProblem } from '#domain/addresses.ts'
import { priceOf, type SiteProduct } from '#domain/commerce/products.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { siteQueryKey } from '#web/api/sites-get.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { PaymentDialog } from '#web/payments/index.ts'
import { Button } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { Spinner } from '#web/ui/Spinner.tsx'
import styles from './Addresses.module.css'
import { addressPaths } from './address-paths.ts'
import { domainProducts } from './address-products.ts'
import { getDomainAvailable } from './api/domain-available.ts'
import { DomainRegistration } from './DomainRegistration.tsx'
import { domainName, fullDomain } from './domain-name.ts'
import { priceText } from './price-text.ts'
import { SiteAddressPage } from './SiteAddressPage.tsx'
import { useSiteAddress } from './use-site-address.ts'

/** Spec 002 section 4: 0 initial, 1 available, 2 not available, 3 own-registrar offer. */
export type DomainSearchState =
  | { step: 0 }
  | { step: 'checking'; domain: string }
  | { step: 'failed'; domain: string; error: unknown }
  | { step: 'invalid'; problem: LabelProblem }
  | { step: 1 | 2 | 3; domain: string }

/** /redigera/{siteId}/valj-adress/doman/: search a domain, buy it or connect one owned elsewhere. */
export function DomainPage() {
  const { t } = useTranslation()
  return (
    <SiteAddressPage
      title={t('addresses.domain.title')}
      intro={t('addresses.domain.intro')}
      back={(siteId) => ({ to: addressPaths(siteId).choose, label: t('addresses.back') })}
    >
      {(site, siteId) => <DomainSearch siteId={siteId} site={site} />}
    </SiteAddressPage>
  )
}

function DomainSearch({ siteId, site }: { siteId: string; site: SiteV2 }) {
  const { t } = useTranslation()
  const id = useId()
  const products = domainProducts(useSiteAddress(site).hasActiveSubdomain)
  const [name, setName] = useState('')
  const [tld, setTld] = useState<DomainTld>('se')
  const [state, setState] = useState<DomainSearchState>({ step: 0 })
  const [paid, setPaid] = useState<{ domain: string; reference: string } | null>(null)
  // A search answered after the input changed belongs to an old name and is dropped.
  const searchCount = useRef(0)

  const reset = () => {
    searchCount.current += 1
    setState({ step: 0 })
  }

  const search = async (event: FormEvent) => {
    event.preventDefault()
    const typed = domainName(name)
    if (typed.kind === 'empty') return
    const ending = typed.tld ?? tld
    setTld(ending)
    if (typed.kind === 'problem') {
      setState({ step: 'invalid', problem: typed.problem })
      return
    }
    setName(typed.name)
    const domain = fullDomain(typed.name, ending)
    const mine = ++searchCount.current
    setState({ step: 'checking', domain })
    try {
      const { available } = await getDomainAvailable(siteId, domain)
      if (mine === searchCount.current) setState({ step: available ? 1 : 2, domain })
    } catch (error) {
      if (mine === searchCount.current) setState({ step: 'failed', domain, error })
    }
  }

  if (paid) return <DomainRegistration siteId={siteId} domain={paid.domain} reference={paid.reference} />

  return (
    <div className={styles.panel}>
      <form className={styles.searchRow} onSubmit={search} noValidate>
        <div className={styles.searchField}>
          <label className={styles.label} htmlFor={`${id}-name`}>
            {t('addresses.domain.nameLabel')}
          </label>
          <input
            id={`${id}-name`}
            className={styles.input}
            name="domain"
            type="text"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={name}
            onChange={(e) => {
              setName(e.target.value)
              reset()
            }}
            aria-describedby={`${id}-result`}
          />
        </div>
        <div className={styles.tldField}>
          <label className={styles.label} htmlFor={`${id}-tld`}>
            {t('addresses.domain.tldLabel')}
          </label>
          <select
            id={`${id}-tld`}
            className={styles.select}
            name="tld"
            value={tld}
            onChange={(e) => {
              setTld(e.target.value as DomainTld)
              reset()
            }}
          >
            {DOMAIN_TLDS.map((ending) => (
              <option key={ending} value={ending}>
                .{ending}
              </option>
            ))}
          </select>
        </div>
        {/* Spec 002 section 2: the search button shows only when a name is entered. */}
        {name.trim() !== '' && (
          <Button type="submit" busy={state.step === 'checking'}>
            {t('addresses.domain.search')}
          </Button>
        )}
      </form>
      <div id={`${id}-result`} className={styles.result} role="status">
        <SearchMessage state={state} />
      </div>
      {state.step === 'failed' && <CheckFailed error={state.error} />}
      {state.step === 1 && (
        <BuyDomain
          siteId={siteId}
          domain={state.domain}
          product={products.register}
          buyLabel={t('addresses.domain.buy', { domain: state.domain })}
          onPaid={(reference) => setPaid({ domain: state.domain, reference })}
        />
      )}
      {state.step === 2 && (
        <div className={styles.actions}>
          <p>{t('addresses.domain.ownQuestion', { domain: state.domain })}</p>
          <Button variant="secondary" onClick={() => setState({ step: 3, domain: state.domain })}>
            {t('addresses.domain.ownChoose', { domain: state.domain })}
          </Button>
        </div>
      )}
      {state.step === 3 && (
        <OtherRegistrarOffer siteId={siteId} domain={state.domain} product={products.otherRegistrar} />
      )}
    </div>
  )
}

function SearchMessage({ state }: { state: DomainSearchState }) {
  const { t } = useTranslation()
  switch (state.step) {
    case 'checking':
      return (
        <p className={styles.neutral}>
          <Spinner size="small" decorative />
          {t('addresses.domain.checking', { domain: state.domain })}
        </p>
      )
    case 'invalid':
      return <p className={styles.invalid}>{t(`addresses.problem.${state.problem}`)}</p>
    case 1:
      return <p className={styles.available}>{t('addresses.domain.available', { domain: state.domain })}</p>
    case 2:
      return <p className={styles.taken}>{t('addresses.domain.taken', { domain: state.domain })}</p>
    case 3:
      return <h2 className={styles.offerTitle}>{t('addresses.domain.ownTitle', { domain: state.domain })}</h2>
    default:
      return null
  }
}

function CheckFailed({ error }: { error: unknown }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  return <ErrorBox title={t('addresses.domain.checkFailed')} detail={serverMessage(error, language)} />
}

interface BuyDomainProps {
  siteId: string
  domain: string
  product: SiteProduct
  buyLabel: string
  onPaid: (reference: string) => void
}

function BuyDomain({ siteId, domain, product, buyLabel, onPaid }: BuyDomainProps) {
  const { t } = useTranslation()
  const { brand } = useBoot()
  const [paying, setPaying] = useState(false)
  const price = priceOf(product, brand.brand)
  return (
    <div className={styles.actions}>
      <p className={styles.priceLine}>
        {t('addresses.priceFor', {
          price: priceText(price.amountOre, t),
          count: price.months,
        })}
      </p>
      <Button onClick={() => setPaying(true)}>{buyLabel}</Button>
      {paying && (
        <PaymentDialog
          open
          request={{ siteId, product, extra: { domain } }}
          onClose={() => setPaying(false)}
          onPaid={onPaid}
        />
      )}
    </div>
  )
}

function OtherRegistrarOffer({
  siteId,
  domain,
  product,
}: {
  siteId: string
  domain: string
  product: SiteProduct
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const paid = async (reference: string) => {
    await queryClient.invalidateQueries({ queryKey: siteQueryKey(siteId) })
    navigate(addressPaths(siteId).otherRegistrarConfirmation(reference))
  }
  return (
    <>
      <p>{t('addresses.domain.ownText')}</p>
      <BuyDomain
        siteId={siteId}
        domain={domain}
        product={product}
        buyLabel={t('addresses.domain.ownBuy', { domain })}
        onPaid={(reference) => void paid(reference)}
      />
    </>
  )
}
