import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { formatKronor } from '#domain/commerce/money.ts'
import type { Order } from '#domain/prints/orders.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { useReportedError } from '#web/app/use-reported-error.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { useOrder } from '#web/prints/api/orders-get.ts'
import { printPaths } from '#web/prints/editor/print-paths.ts'
import { Button, buttonClassName } from '#web/ui/Button.tsx'
import { Card } from '#web/ui/Card.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { PageSpinner } from '#web/ui/Spinner.tsx'
import styles from './Checkout.module.css'
import { useLineText } from './OrderTotals.tsx'

/** /redigera/{siteId}/inbjudningar/bekraftelse/{orderId} (spec 002 section 2): the paid order. */
export function OrderConfirmationPage() {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const { siteId = '', orderId = '' } = useParams()
  const order = useOrder(orderId)
  useReportedError(order.error, `GET /api/orders/${orderId}`)
  useDocumentTitle(t('orders.confirmation.title'))

  return (
    <div className={styles.confirmation}>
      {order.isPending ? (
        <PageSpinner label={t('orders.confirmation.loading')} />
      ) : order.isError ? (
        <ErrorBox title={t('orders.confirmation.loadFailed')} detail={serverMessage(order.error, language)}>
          <Button variant="secondary" onClick={() => void order.refetch()}>
            {t('orders.confirmation.retry')}
          </Button>
        </ErrorBox>
      ) : (
        <OrderView order={order.data} />
      )}
      <Link className={buttonClassName('secondary')} to={printPaths(siteId).overview}>
        {t('orders.confirmation.back')}
      </Link>
    </div>
  )
}

export function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation()
  const lineText = useLineText()
  const a = order.shippingAddress
  const { shipment } = order
  return (
    <>
      <header>
        <h1>{t('orders.confirmation.title')}</h1>
        <p>{t('orders.confirmation.lead')}</p>
      </header>
      <Card>
        <dl className={styles.facts}>
          <dt>{t('orders.confirmation.orderNumber')}</dt>
          <dd>{order._id}</dd>
          <dt>{t('orders.confirmation.status')}</dt>
          <dd>
            <span className={styles.status}>{t(`orders.status.${order.status}`)}</span>
          </dd>
          {order.tracking && (
            <>
              <dt>{t('orders.list.carrier')}</dt>
              <dd>{order.tracking.carrier ?? shipment.carrier ?? shipment.name}</dd>
              <dt>{t('orders.list.trackingNumber')}</dt>
              <dd>
                {order.tracking.trackingNumber ?? t('orders.list.noTracking')}
                {order.tracking.trackingUrl && (
                  <>
                    {' · '}
                    <a href={order.tracking.trackingUrl} target="_blank" rel="noopener noreferrer">
                      {t('orders.list.track')}
                      <span className={styles.visuallyHidden}>{t('orders.list.newTab')}</span>
                    </a>
                  </>
                )}
              </dd>
            </>
          )}
        </dl>
      </Card>
      <Card>
        <h2 className={styles.heading}>{t('orders.confirmation.items')}</h2>
        <dl className={styles.totals}>
          {order.items.map((item) => (
            <div key={item.kind} className={styles.totalRow}>
              <dt>{lineText(item.kind, item.quantity, Math.round(item.priceInclVat / item.quantity))}</dt>
              <dd>{formatKronor(item.priceInclVat)}</dd>
            </div>
          ))}
          <div className={styles.totalRow}>
            <dt>{t('orders.confirmation.shipping', { carrier: shipment.carrier ?? shipment.name })}</dt>
            <dd>{formatKronor(shipment.priceInclVat)}</dd>
          </div>
          <div className={`${styles.totalRow} ${styles.grandTotal}`}>
            <dt>{t('orders.confirmation.total')}</dt>
            <dd>{formatKronor(order.totalInclVat)}</dd>
          </div>
          <div className={`${styles.totalRow} ${styles.vatRow}`}>
            <dt>{t('orders.confirmation.vat')}</dt>
            <dd>{formatKronor(order.totalVat)}</dd>
          </div>
        </dl>
      </Card>
      <Card>
        <dl className={styles.facts}>
          <dt>{t('orders.confirmation.recipient')}</dt>
          <dd>
            <address className={styles.addressText}>
              {a.firstName} {a.lastName}
              <br />
              {a.addressLine1}
              <br />
              {a.postCode} {a.city}
            </address>
          </dd>
          <dt>{t('orders.confirmation.delivery')}</dt>
          <dd>
            {shipment.carrier ?? shipment.name}:{' '}
            {t('orders.confirmation.deliveryDays', {
              min: shipment.minDeliveryDays,
              max: shipment.maxDeliveryDays,
            })}
          </dd>
        </dl>
      </Card>
    </>
  )
}
