import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatKronor, vatOf } from '#domain/commerce/money.ts'
import { priceOf, type SiteProduct } from '#domain/commerce/products.ts'
import type { PaymentMethodName } from '#domain/payments.ts'
import { track } from '#web/app/analytics.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { Button } from '#web/ui/Button.tsx'
import { cx } from '#web/ui/cx.ts'
import { Dialog } from '#web/ui/Dialog.tsx'
import { CardPayment } from './CardPayment.tsx'
import styles from './Payments.module.css'
import { SwishPayment } from './SwishPayment.tsx'

/** What is paid for: a product of a site, with what that product needs besides (an address, ...). */
export interface SitePaymentRequest {
  siteId: string
  product: SiteProduct
  extra?: Record<string, unknown>
}

/** An order of printed cards (issue 17): its total is the one the server computed for the order. */
export interface OrderPaymentRequest {
  siteId: string
  orderId: string
  amountOre: number
  title: string
}

export type PaymentRequest = SitePaymentRequest | OrderPaymentRequest

export function isOrderPayment(request: PaymentRequest): request is OrderPaymentRequest {
  return 'orderId' in request
}

/** The product name analytics and the payments table know a payment by. */
function productOf(request: PaymentRequest): string {
  return isOrderPayment(request) ? 'print_order' : request.product
}

interface PaymentDialogProps {
  open: boolean
  request: PaymentRequest
  onClose: () => void
  /** The payment went through; `reference` names its receipt. */
  onPaid: (reference: string) => void
  /** Only the dialog's own buttons close it, never a click outside (checkout, spec 002 section 4). */
  closeOnOutsideClick?: boolean
}

/**
 * The payment dialog of every purchase (extension now; addresses and card orders reuse it):
 * choose Swish or card, pay, and hear back. The price shown is the server's price table's.
 */
export function PaymentDialog({
  open,
  request,
  onClose,
  onPaid,
  closeOnOutsideClick = true,
}: PaymentDialogProps) {
  const { t } = useTranslation()
  const { brand } = useBoot()
  const [method, setMethod] = useState<PaymentMethodName | null>(null)
  const [busy, setBusy] = useState(false)
  const price = isOrderPayment(request) ? request.amountOre : priceOf(request.product, brand.brand).amountOre
  const product = productOf(request)

  const paid = (reference: string) => {
    if (method) track('Payment completed', { product, method })
    onPaid(reference)
  }
  const failed = useCallback(() => {
    if (method) track('Payment failed', { product, method })
  }, [method, product])

  const methods: { id: PaymentMethodName; label: string }[] = [
    { id: 'swish', label: t('payments.swish') },
    { id: 'card', label: t('payments.card') },
  ]

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('payments.dialogTitle')}
      closeOnOutsideClick={closeOnOutsideClick}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('payments.close')}
        </Button>
      }
    >
      <div className={styles.dialogBody}>
        <p className={styles.summary}>
          <strong>
            {isOrderPayment(request) ? request.title : t(`payments.products.${request.product}`)}
          </strong>
          <span>{t('payments.toPay', { price: formatKronor(price), vat: formatKronor(vatOf(price)) })}</span>
        </p>
        {!busy && (
          <fieldset className={styles.methods}>
            <legend className={styles.legend}>{t('payments.chooseMethod')}</legend>
            <div className={styles.methodButtons}>
              {methods.map((m) => (
                <button
                  key={m.id}
                  type="button"
                  className={cx(styles.method, method === m.id && styles.methodChosen)}
                  aria-pressed={method === m.id}
                  onClick={() => setMethod(m.id)}
                >
                  {m.label}
                </button>
              ))}
            </div>
          </fieldset>
        )}
        {method === 'swish' && (
          <SwishPayment request={request} onBusyChange={setBusy} onPaid={paid} onFailed={failed} />
        )}
        {method === 'card' && (
          <CardPayment
            request={request}
            price={formatKronor(price)}
            onBusyChange={setBusy}
            onPaid={paid}
            onFailed={failed}
          />
        )}
      </div>
    </Dialog>
  )
}
