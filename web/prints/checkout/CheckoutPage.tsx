import { useMutation } from '@tanstack/react-query'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { cheapestMethod, type ShippingAddress } from '#domain/prints/orders.ts'
import {
  DEFAULT_QUANTITY,
  ENVELOPES,
  type Envelopes,
  NORMAL_SHIPPING_ORE,
  orderPrice,
  QUANTITY_OPTIONS,
} from '#domain/prints/prices.ts'
import type { Print } from '#domain/prints/print.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useSite } from '#web/api/sites-get.ts'
import { track } from '#web/app/analytics.ts'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { useReportedError } from '#web/app/use-reported-error.ts'
import { useHouseholds } from '#web/guests/owner.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { type OrderPaymentRequest, PaymentDialog } from '#web/payments/index.ts'
import { createOrder } from '#web/prints/api/orders-create.ts'
import { getOrder } from '#web/prints/api/orders-get.ts'
import { useShipmentMethods } from '#web/prints/api/orders-shipment-methods.ts'
import { usePrint } from '#web/prints/api/prints-get.ts'
import { PrintThumbnail } from '#web/prints/card/PrintThumbnail.tsx'
import { printPaths } from '#web/prints/editor/print-paths.ts'
import { Button } from '#web/ui/Button.tsx'
import { Card } from '#web/ui/Card.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { PageSpinner, Spinner } from '#web/ui/Spinner.tsx'
import styles from './Checkout.module.css'
import { DeliveryOptions } from './DeliveryOptions.tsx'
import { OrderTotals } from './OrderTotals.tsx'
import { orderConfirmationPath } from './order-paths.ts'
import { ShippingForm } from './ShippingForm.tsx'
import { EMPTY_ADDRESS } from './shipping-form.ts'

/** The order was made, but reading it back failed ('Misslyckades att hämta order', spec 002 section 8). */
class OrderLoadError extends Error {
  constructor(override readonly cause: unknown) {
    super('order load failed')
  }
}

/**
 * /redigera/{siteId}/inbjudningar/{printId}/bestall, Kassa (spec 002 sections 2 and 4): Produkt,
 * Totalkostnad, Mottagare and Leverans; Beställ creates the order and opens the payment dialog.
 */
export function CheckoutPage() {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const { siteId = '', printId = '' } = useParams()
  const print = usePrint(printId)
  useReportedError(print.error, `GET /api/prints/${printId}`)
  useDocumentTitle(t('prints.checkout.title'))

  return (
    <div className={styles.page}>
      <Link to={printPaths(siteId).print(printId)} className={styles.back}>
        ← {t('prints.checkout.back')}
      </Link>
      <h1>{t('prints.checkout.title')}</h1>
      {print.isPending ? (
        <PageSpinner label={t('prints.checkout.loading')} />
      ) : print.isError ? (
        <ErrorBox title={t('prints.checkout.printLoadFailed')} detail={serverMessage(print.error, language)}>
          <Button variant="secondary" onClick={() => void print.refetch()}>
            {t('prints.checkout.retry')}
          </Button>
        </ErrorBox>
      ) : (
        <Checkout siteId={siteId} print={print.data} />
      )}
    </div>
  )
}

/**
 * The site's households for one card per household: the count the page estimates the price by (the
 * server counts again), and whether the site has the address their personal links need.
 */
function useHouseholdCards(siteId: string): { count: number; hasAddress: boolean } {
  const households = useHouseholds(siteId)
  const site = useSite(siteId)
  return {
    count: households.data?.households.length ?? 0,
    hasAddress: !!site.data?.host,
  }
}

export function Checkout({ siteId, print }: { siteId: string; print: Print }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const navigate = useNavigate()
  const householdCards = useHouseholdCards(siteId)
  const [perHouseholdChosen, setPerHousehold] = useState(false)
  const perHousehold = perHouseholdChosen && householdCards.count > 0 && householdCards.hasAddress
  const [chosenQuantity, setQuantity] = useState(DEFAULT_QUANTITY)
  const quantity = perHousehold ? householdCards.count : chosenQuantity
  const [envelopes, setEnvelopes] = useState<Envelopes>('none')
  const [address, setAddress] = useState<ShippingAddress>(EMPTY_ADDRESS)
  const [locked, setLocked] = useState(false)
  const [methodUid, setMethodUid] = useState<string | undefined>()
  const [payment, setPayment] = useState<OrderPaymentRequest | null>(null)
  const methods = useShipmentMethods(print._id, locked)
  useReportedError(methods.error, 'POST /api/orders/shipmentMethods/')

  // After the address, the cheapest method is chosen by itself (spec 002 section 4).
  useEffect(() => {
    if (methods.data && !methods.data.shipmentMethods.some((m) => m.shipmentMethodUid === methodUid)) {
      setMethodUid(cheapestMethod(methods.data.shipmentMethods)?.shipmentMethodUid)
    }
  }, [methods.data, methodUid])

  const method = methods.data?.shipmentMethods.find((m) => m.shipmentMethodUid === methodUid)
  const price = useMemo(
    () =>
      orderPrice({
        quantity,
        envelopes,
        trim: print.trim,
        shippingOre: method?.price ?? NORMAL_SHIPPING_ORE,
        perHousehold,
      }),
    [quantity, envelopes, print.trim, method, perHousehold],
  )

  const order = useMutation({
    mutationFn: async () => {
      if (!method) throw new Error('no shipment method chosen')
      const { id } = await createOrder({
        print: print._id,
        site: siteId,
        // One card per household: the server counts the households; no quantity is sent.
        ...(perHousehold ? { perHousehold: true } : { quantity }),
        envelopes,
        shipmentMethodUid: method.shipmentMethodUid,
        shipmentMethodName: method.name,
        shippingAddress: address,
        // The owner's mails about this order (confirmation, shipping) are written in it.
        language,
      })
      // The dialog asks for the server's total, whatever this page computed.
      try {
        return await getOrder(id)
      } catch (err) {
        throw new OrderLoadError(err)
      }
    },
    onSuccess: (created) => {
      track('Card ordered', { quantity })
      setPayment({
        siteId,
        orderId: created._id,
        amountOre: created.totalInclVat,
        title: t('prints.checkout.paymentTitle', { count: created.quantity }),
      })
    },
  })

  const unlock = () => {
    setLocked(false)
    order.reset()
  }

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <CheckoutCard id="checkout-product" title={t('prints.checkout.product')}>
          <div className={styles.product}>
            <div className={styles.productCard} role="img" aria-label={t('prints.checkout.front')}>
              <PrintThumbnail print={print} />
            </div>
            <div className={styles.productChoices}>
              <p className={styles.productName}>
                {t('prints.checkout.productName')}
                <span className={styles.note}>{t('prints.checkout.productNote')}</span>
              </p>
              {householdCards.count > 0 && (
                <div className={styles.perHousehold}>
                  <label className={styles.choice}>
                    <input
                      type="checkbox"
                      checked={perHousehold}
                      disabled={!!payment || !householdCards.hasAddress}
                      aria-describedby="checkout-per-household-note"
                      onChange={(e) => setPerHousehold(e.target.checked)}
                    />
                    {t('prints.checkout.perHousehold', { count: householdCards.count })}
                  </label>
                  <span id="checkout-per-household-note" className={styles.note}>
                    {householdCards.hasAddress
                      ? t('prints.checkout.perHouseholdNote')
                      : t('prints.checkout.perHouseholdNoAddress')}
                  </span>
                </div>
              )}
              <label className={styles.selectField}>
                <span>{t('prints.checkout.quantity')}</span>
                <select
                  value={quantity}
                  onChange={(e) => setQuantity(Number(e.target.value))}
                  disabled={!!payment || perHousehold}
                >
                  {perHousehold && !QUANTITY_OPTIONS.includes(quantity) && (
                    <option value={quantity}>{quantity}</option>
                  )}
                  {QUANTITY_OPTIONS.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              <fieldset className={styles.choiceGroup} disabled={!!payment}>
                <legend>{t('prints.checkout.envelopes')}</legend>
                {ENVELOPES.map((option) => (
                  <label key={option} className={styles.choice}>
                    <input
                      type="radio"
                      name="envelopes"
                      value={option}
                      checked={envelopes === option}
                      onChange={() => setEnvelopes(option)}
                    />
                    {t(`prints.checkout.envelopeOptions.${option}`)}
                  </label>
                ))}
              </fieldset>
              <p className={styles.corners}>
                <span>{t('prints.checkout.corners')}: </span>
                <strong>
                  {print.trim === 'rounded'
                    ? t('prints.checkout.cornersRounded')
                    : t('prints.checkout.cornersSquare')}
                </strong>
                <span className={styles.note}>{t('prints.checkout.cornersNote')}</span>
              </p>
            </div>
          </div>
        </CheckoutCard>
        <CheckoutCard id="checkout-recipient" title={t('prints.checkout.recipient')}>
          <ShippingForm
            address={address}
            onChange={setAddress}
            locked={locked}
            onLock={() => setLocked(true)}
            onUnlock={unlock}
          />
        </CheckoutCard>
        <CheckoutCard id="checkout-delivery" title={t('prints.checkout.delivery')} busy={methods.isFetching}>
          {!locked ? (
            <p className={styles.note}>{t('prints.checkout.deliveryAfterAddress')}</p>
          ) : methods.isPending ? (
            <Spinner label={t('prints.checkout.deliveryLoading')} />
          ) : methods.isError ? (
            <ErrorBox
              title={t('prints.checkout.deliveryFailed')}
              detail={serverMessage(methods.error, language)}
            >
              <Button variant="secondary" onClick={() => void methods.refetch()}>
                {t('prints.checkout.retry')}
              </Button>
            </ErrorBox>
          ) : (
            <DeliveryOptions
              methods={methods.data.shipmentMethods}
              chosen={methodUid}
              onChoose={setMethodUid}
            />
          )}
        </CheckoutCard>
      </div>
      <aside className={styles.side}>
        <CheckoutCard id="checkout-total" title={t('prints.checkout.total')}>
          <OrderTotals price={price} shippingKnown={!!method} />
          {order.isError && (
            <ErrorBox
              title={
                order.error instanceof OrderLoadError
                  ? t('prints.checkout.orderLoadFailed')
                  : t('prints.checkout.orderFailed')
              }
              detail={serverMessage(
                order.error instanceof OrderLoadError ? order.error.cause : order.error,
                language,
              )}
            />
          )}
          <Button
            block
            className={styles.orderButton}
            disabled={!locked || !method}
            busy={order.isPending}
            onClick={() => order.mutate()}
          >
            {t('prints.checkout.order')}
          </Button>
          <p className={styles.note}>{t('prints.checkout.orderHint')}</p>
        </CheckoutCard>
      </aside>
      {payment && (
        <PaymentDialog
          open
          request={payment}
          closeOnOutsideClick={false}
          onClose={() => setPayment(null)}
          onPaid={() => navigate(orderConfirmationPath(siteId, payment.orderId))}
        />
      )}
    </div>
  )
}

/** One of Kassa's cards: a section named by its heading. */
function CheckoutCard({
  id,
  title,
  busy,
  children,
}: {
  id: string
  title: string
  busy?: boolean
  children: ReactNode
}) {
  return (
    <Card>
      <section aria-labelledby={id} aria-busy={busy}>
        <h2 id={id} className={styles.heading}>
          {title}
        </h2>
        {children}
      </section>
    </Card>
  )
}
