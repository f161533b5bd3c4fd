import { type ReactNode, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { defaultContent, siteDesign } from '#domain/prints/defaults.ts'
import type { Print, PrintLayout } from '#domain/prints/print.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useSite } from '#web/api/sites-get.ts'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { useReportedError } from '#web/app/use-reported-error.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { formatDate } from '#web/payments/index.ts'
import { useSitePrints } from '#web/prints/api/prints-list.ts'
import type { CardPrint } from '#web/prints/card/PrintCard.tsx'
import { PrintThumbnail } from '#web/prints/card/PrintThumbnail.tsx'
import { printPaths } from '#web/prints/editor/print-paths.ts'
import { SiteOrders } from '#web/prints/orders/SiteOrders.tsx'
import { useQuickStart } from '#web/quick-start/index.ts'
import { Button, buttonClassName } from '#web/ui/Button.tsx'
import { Card } from '#web/ui/Card.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { PageSpinner } from '#web/ui/Spinner.tsx'
import styles from './InvitationsOverview.module.css'

const EXAMPLE_LAYOUTS: readonly PrintLayout[] = ['GENESIS', 'PHOTO_CLEAN', 'TEXT_ON_PHOTO_GRADIENT']

/**
 * /redigera/{siteId}/inbjudningar (spec 002 section 2, Invitations overview): the intro, the price
 * box, example cards made from the owner's own site, and the site's cards linking to each.
 */
export function InvitationsOverviewPage() {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const { siteId = '' } = useParams()
  const site = useSite(siteId)
  const prints = useSitePrints(siteId)
  const paths = printPaths(siteId)
  useReportedError(prints.error, `GET /api/sites/${siteId}/prints/`)
  useDocumentTitle(t('prints.overview.title'))

  return (
    <OverviewFrame newPrintPath={paths.newPrint}>
      <section aria-labelledby="own-prints" className={styles.section}>
        <h2 id="own-prints">{t('prints.overview.yourPrints')}</h2>
        {prints.isPending ? (
          <PageSpinner label={t('prints.overview.loading')} />
        ) : prints.isError ? (
          <ErrorBox title={t('prints.overview.loadFailed')} detail={serverMessage(prints.error, language)}>
            <Button variant="secondary" onClick={() => void prints.refetch()}>
              {t('prints.overview.retry')}
            </Button>
          </ErrorBox>
        ) : prints.data.prints.length === 0 ? (
          <p className={styles.empty}>{t('prints.overview.noPrints')}</p>
        ) : (
          <ul className={styles.grid}>
            {prints.data.prints.map((print) => (
              <li key={print._id}>
                <OwnPrint print={print} to={paths.print(print._id)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="own-orders" className={styles.section}>
        <h2 id="own-orders">{t('orders.list.heading')}</h2>
        <SiteOrders siteId={siteId} emptyText={t('orders.list.empty')} />
      </section>
      {site.isSuccess && <Examples site={site.data} />}
      {site.isError && (
        <ErrorBox title={t('prints.overview.siteLoadFailed')} detail={serverMessage(site.error, language)} />
      )}
    </OverviewFrame>
  )
}

/**
 * {base}/inbjudningar in quick start (spec 002 section 2): the same intro, price box and examples,
 * made from the quick-start site; there are no saved cards before the account exists.
 */
export function QuickStartInvitationsPage() {
  const { t } = useTranslation()
  const { base, site } = useQuickStart()
  useDocumentTitle(t('prints.overview.title'))
  return (
    <OverviewFrame newPrintPath={`${base.replace(/\/+$/, '')}/inbjudningar/nytt`}>
      <Examples site={site} />
    </OverviewFrame>
  )
}

function OverviewFrame({ newPrintPath, children }: { newPrintPath: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>{t('prints.overview.title')}</h1>
        <p className={styles.lead}>{t('prints.overview.intro')}</p>
        <Link className={buttonClassName('primary')} to={newPrintPath}>
          {t('prints.overview.create')}
        </Link>
      </header>
      <PriceBox />
      {children}
    </div>
  )
}

function PriceBox() {
  const { t } = useTranslation()
  return (
    <Card className={styles.priceBox}>
      <h2 className={styles.priceHeading}>{t('prints.overview.priceHeading')}</h2>
      <p className={styles.price}>
        <strong>{t('prints.overview.price')}</strong> <span>{t('prints.overview.priceFor')}</span>
      </p>
      <ul className={styles.facts}>
        <li>{t('prints.overview.format')}</li>
        <li>{t('prints.overview.paper')}</li>
        <li>{t('prints.overview.shipping')}</li>
      </ul>
    </Card>
  )
}

function OwnPrint({ print, to }: { print: Print; to: string }) {
  const { t } = useTranslation()
  const date = formatDate(print.updatedAt)
  return (
    <Link to={to} className={styles.thumb} aria-label={t('prints.overview.openPrint', { date })}>
      <div className={styles.cardFrame}>
        <PrintThumbnail print={print} />
      </div>
      <span className={styles.caption} aria-hidden="true">
        {t('prints.overview.updated', { date })}
      </span>
    </Link>
  )
}

/** Cards in three layouts made from the site, as the editor would start them. */
function Examples({ site }: { site: SiteV2 }) {
  const { t } = useTranslation()
  const examples = useMemo(() => {
    let n = 0
    const context = { site, newId: () => `example-${n++}` }
    return EXAMPLE_LAYOUTS.map(
      (layout): CardPrint => ({
        layout,
        content: defaultContent(layout, context),
        ...siteDesign(site),
        trim: 'none',
      }),
    )
  }, [site])
  return (
    <section aria-labelledby="examples" className={styles.section}>
      <h2 id="examples">{t('prints.overview.examplesHeading')}</h2>
      <p className={styles.lead}>{t('prints.overview.examplesIntro')}</p>
      <ul className={styles.grid}>
        {examples.map((print) => {
          const name = t(`prints.overview.layouts.${print.layout}`)
          return (
            <li key={print.layout}>
              <figure
                className={styles.example}
                aria-label={t('prints.overview.exampleLabel', { layout: name })}
              >
                <div className={styles.cardFrame}>
                  <PrintThumbnail print={print} />
                </div>
                <figcaption className={styles.caption}>{name}</figcaption>
              </figure>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
