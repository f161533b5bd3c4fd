import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { priceOf } from '#domain/commerce/products.ts'
import { publicSiteUrl } from '#domain/hosts.ts'
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
import { updateHost } from './api/host-update.ts'
import { useSubdomainAvailable } from './api/subdomain-available.ts'
import { priceText } from './price-text.ts'
import { SiteAddressPage } from './SiteAddressPage.tsx'
import { type SubdomainName, subdomainHost, subdomainName } from './subdomain-name.ts'
import { useDebouncedValue } from './use-debounced-value.ts'
import { useSiteAddress } from './use-site-address.ts'

/** How long typing must pause before the name is looked up. */
export const SUBDOMAIN_SEARCH_DELAY_MS = 400

/** /redigera/{siteId}/valj-adress/subdoman/: search a subdomain, then buy it or move to it. */
export function SubdomainPage() {
  const { t } = useTranslation()
  return (
    <SiteAddressPage
      title={t('addresses.subdomain.title')}
      intro={t('addresses.subdomain.intro')}
      back={(siteId) => ({ to: addressPaths(siteId).choose, label: t('addresses.back') })}
    >
      {(site, siteId) => <SubdomainSearch siteId={siteId} site={site} />}
    </SiteAddressPage>
  )
}

function SubdomainSearch({ siteId, site }: { siteId: string; site: SiteV2 }) {
  const { t } = useTranslation()
  const { brand } = useBoot()
  const id = useId()
  const address = useSiteAddress(site)
  const [input, setInput] = useState('')
  const settled = useDebouncedValue(input, SUBDOMAIN_SEARCH_DELAY_MS)
  const name = subdomainName(settled, brand.mainDomain)
  // Spec 002 section 2: no search for an empty name or for the site's own address.
  const isCurrent = name.kind === 'ok' && name.label === address.currentLabel
  const searched = name.kind === 'ok' && !isCurrent ? name.label : null
  const availability = useSubdomainAvailable(siteId, searched)
  const typing = input !== settled
  const [moved, setMoved] = useState<string | null>(null)
  const result = searchResult({
    t,
    siteId,
    site,
    mainDomain: brand.mainDomain,
    name,
    isCurrent,
    availability,
    onMoved: setMoved,
  })

  return (
    <div className={styles.panel}>
      <label className={styles.label} htmlFor={`${id}-input`}>
        {t('addresses.subdomain.label')}
      </label>
      <div className={styles.inputGroup}>
        <input
          id={`${id}-input`}
          className={styles.input}
          name="subdomain"
          type="text"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={input}
          onChange={(e) => {
            setInput(e.target.value)
            setMoved(null)
          }}
          aria-describedby={`${id}-hint ${id}-result`}
        />
        <span className={styles.suffix} aria-hidden="true">
          .{brand.mainDomain}
        </span>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('addresses.subdomain.hint', { mainDomain: brand.mainDomain })}
      </p>
      <div id={`${id}-result`} className={styles.result} role="status">
        {moved && <MovedMessage host={moved} />}
        {!typing && result.message}
      </div>
      {!typing && result.action}
    </div>
  )
}

interface ResultInput {
  t: TFunction
  siteId: string
  site: SiteV2
  mainDomain: string
  name: SubdomainName
  isCurrent: boolean
  availability: ReturnType<typeof useSubdomainAvailable>
  onMoved: (host: string) => void
}

/** The search's answer, read out by the live region, and what can be done with it, kept outside. */
function searchResult({ t, siteId, site, mainDomain, name, isCurrent, availability, onMoved }: ResultInput): {
  message: ReactNode
  action: ReactNode
} {
  if (name.kind === 'empty') return { message: null, action: null }
  if (name.kind === 'problem') {
    return { message: <Message kind="invalid" text={t(`addresses.problem.${name.problem}`)} />, action: null }
  }
  const host = subdomainHost(name.label, mainDomain)
  if (isCurrent)
    return {
      message: <Message kind="neutral" text={t('addresses.subdomain.current', { host })} />,
      action: null,
    }
  if (availability.isPending) {
    return {
      message: <Message kind="neutral" text={t('addresses.subdomain.checking', { host })} busy />,
      action: null,
    }
  }
  if (availability.isError) {
    return {
      message: null,
      action: <CheckFailed error={availability.error} retry={() => void availability.refetch()} />,
    }
  }
  if (!availability.data.available) {
    return { message: <Message kind="taken" text={t('addresses.subdomain.taken', { host })} />, action: null }
  }
  return {
    message: <Message kind="available" text={t('addresses.subdomain.available', { host })} />,
    action: (
      <div className={styles.actions}>
        {site.active ? (
          <MoveAction siteId={siteId} label={name.label} host={host} onMoved={onMoved} />
        ) : (
          <BuyAction siteId={siteId} label={name.label} host={host} />
        )}
      </div>
    ),
  }
}

function Message({ kind, text, busy }: { kind: MessageKind; text: string; busy?: boolean }) {
  return (
    <p className={styles[kind]}>
      {busy && <Spinner size="small" decorative />}
      {text}
    </p>
  )
}

type MessageKind = 'invalid' | 'neutral' | 'taken' | 'available'

function CheckFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  return (
    <ErrorBox title={t('addresses.subdomain.checkFailed')} detail={serverMessage(error, language)}>
      <Button variant="secondary" onClick={retry}>
        {t('addresses.retry')}
      </Button>
    </ErrorBox>
  )
}

function MovedMessage({ host }: { host: string }) {
  const { t } = useTranslation()
  const { landingOrigin } = useBoot()
  return (
    <p className={styles.done}>
      {t('addresses.subdomain.moved')}{' '}
      <a href={publicSiteUrl(host, landingOrigin)} target="_blank" rel="noreferrer">
        {host}
      </a>
    </p>
  )
}

function BuyAction({ siteId, label, host }: { siteId: string; label: string; host: string }) {
  const { t } = useTranslation()
  const { brand } = useBoot()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [paying, setPaying] = useState(false)
  const price = priceOf('subdomain', brand.brand)
  const paid = async (reference: string) => {
    await queryClient.invalidateQueries({ queryKey: siteQueryKey(siteId) })
    navigate(addressPaths(siteId).subdomainConfirmation(reference))
  }
  return (
    <>
      <p className={styles.priceLine}>
        {t('addresses.priceFor', { price: priceText(price.amountOre, t), count: price.months })}
      </p>
      <Button onClick={() => setPaying(true)}>{t('addresses.subdomain.buy', { host })}</Button>
      {paying && (
        <PaymentDialog
          open
          request={{ siteId, product: 'subdomain', extra: { host: label } }}
          onClose={() => setPaying(false)}
          onPaid={(reference) => void paid(reference)}
        />
      )}
    </>
  )
}

/** An active site moves to another free subdomain at no cost (PUT host). */
function MoveAction(props: { siteId: string; label: string; host: string; onMoved: (host: string) => void }) {
  const { siteId, label, host, onMoved } = props
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const queryClient = useQueryClient()
  const move = useMutation({
    mutationFn: () => updateHost(siteId, label),
    onSuccess: async () => {
      onMoved(host)
      await queryClient.invalidateQueries({ queryKey: siteQueryKey(siteId) })
    },
  })
  return (
    <>
      <p className={styles.note}>{t('addresses.subdomain.moveNote')}</p>
      {move.isError && (
        <ErrorBox title={t('addresses.subdomain.moveFailed')} detail={serverMessage(move.error, language)} />
      )}
      <Button busy={move.isPending} onClick={() => move.mutate()}>
        {t('addresses.subdomain.move', { host })}
      </Button>
    </>
  )
}
