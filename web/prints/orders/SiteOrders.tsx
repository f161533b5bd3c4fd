import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { formatKronor } from '#domain/commerce/money.ts'
import { orderAnchor, type SiteOrder } from '#domain/prints/orders.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useReportedError } from '#web/app/use-reported-error.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { formatDate } from '#web/payments/index.ts'
import { useSiteOrders } from '#web/prints/api/orders-list.ts'
import { orderConfirmationPath } from '#web/prints/checkout/order-paths.ts'
import { Button } from '#web/ui/Button.tsx'
import { cx } from '#web/ui/cx.ts'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { Spinner } from '#web/ui/Spinner.tsx'
import styles from './SiteOrders.module.css'

/**
 * A site's paid card orders, newest first, each with its status and, once shipped, the carrier's
 * tracking. Each order stands at its own anchor (`#bestallning-{id}`), which its mails link to:
 * the order named in the address is scrolled to and marked.
 */
export function SiteOrders({ siteId, emptyText }: { siteId: string; emptyText?: string }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const orders = useSiteOrders(siteId)
  const { hash } = useLocation()
  const target = decodeURIComponent(hash.replace(/^#/, ''))
  useReportedError(orders.error, `GET /api/sites/${siteId}/orders`)

  const loaded = orders.isSuccess
  useEffect(() => {
    if (!loaded || !target) return
    document.getElementById(target)?.scrollIntoView({ block: 'center' })
  }, [loaded, target])

  if (orders.isPending) return <Spinner label={t('orders.list.loading')} />
  if (orders.isError) {
    return (
      <ErrorBox title={t('orders.list.loadFailed')} detail={serverMessage(orders.error, language)}>
        <Button variant="secondary" onClick={() => void orders.refetch()}>
          {t('orders.list.retry')}
        </Button>
      </ErrorBox>
    )
  }
  if (orders.data.orders.length === 0) {
    return emptyText ? <p className={styles.empty}>{emptyText}</p> : null
  }
  return (
    <ol className={styles.list}>
      {orders.data.orders.map((order) => {
        const anchor = orderAnchor(order._id)
        return (
          <li key={order._id} id={anchor} className={cx(styles.order, anchor === target && styles.targeted)}>
            <OrderRow order={order} siteId={siteId} />
          </li>
        )
      })}
    </ol>
  )
}

function OrderRow({ order, siteId }: { order: SiteOrder; siteId: string }) {
  const { t } = useTranslation()
  const cards = order.perHousehold
    ? t('orders.list.cardsPerHousehold', { count: order.quantity })
    : t('orders.list.cards', { count: order.quantity })
  const envelopes = order.envelopes === 'none' ? '' : `, ${t(`orders.list.envelopes.${order.envelopes}`)}`
  return (
    <article aria-label={t('orders.list.orderLabel', { date: formatDate(order.createdAt) })}>
      <div className={styles.top}>
        <h3 className={styles.title}>
          {cards}
          {envelopes}
        </h3>
        <span className={cx(styles.status, styles[order.status])}>{t(`orders.status.${order.status}`)}</span>
      </div>
      <dl className={styles.facts}>
        <dt>{t('orders.list.ordered')}</dt>
        <dd>{formatDate(order.createdAt)}</dd>
        <dt>{t('orders.list.paid')}</dt>
        <dd>{formatKronor(order.totalInclVat)}</dd>
        <dt>{t('orders.list.recipient')}</dt>
        <dd>
          {order.recipient.name}, {order.recipient.city}
        </dd>
        {order.tracking ? (
          <>
            <dt>{t('orders.list.carrier')}</dt>
            <dd>{order.tracking.carrier ?? order.shipment.carrier ?? order.shipment.name}</dd>
            <dt>{t('orders.list.trackingNumber')}</dt>
            <dd className={styles.number}>{order.tracking.trackingNumber ?? t('orders.list.noTracking')}</dd>
          </>
        ) : (
          <>
            <dt>{t('orders.list.delivery')}</dt>
            <dd>{order.shipment.carrier ?? order.shipment.name}</dd>
          </>
        )}
      </dl>
      <div className={styles.actions}>
        {order.tracking?.trackingUrl && (
          <a
            className={styles.track}
            href={order.tracking.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('orders.list.track')}
            <span className={styles.external}>{t('orders.list.newTab')}</span>
          </a>
        )}
        <Link to={orderConfirmationPath(siteId, order._id)}>{t('orders.list.details')}</Link>
      </div>
    </article>
  )
}
