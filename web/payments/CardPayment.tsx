import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CardStartResponse } from '#domain/payments.ts'
import { errorStatus, serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { startOrderCardPayment } from '#web/payments/api/orders-payment.ts'
import { getCardPayment, startCardPayment } from '#web/payments/api/payments-card.ts'
import { Button } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { Spinner } from '#web/ui/Spinner.tsx'
import { isOrderPayment, type PaymentRequest } from './PaymentDialog.tsx'
import styles from './Payments.module.css'
import { CARD_POLL, pollUntil } from './polling.ts'
import { SimulatedCardForm } from './SimulatedCardForm.tsx'

// Stripe.js is fetched only here, when an owner pays by card, never on any other page.
const StripeCardForm = lazy(async () => ({ default: (await import('./StripeCardForm.tsx')).StripeCardForm }))

type CardState =
  | { phase: 'starting' }
  | { phase: 'form'; payment: CardStartResponse }
  | { phase: 'confirming' }
  | { phase: 'failed'; title: string; detail?: string }

export interface CardFormProps {
  payment: CardStartResponse
  price: string
  /** The card was accepted by the provider: the server is asked until it confirms the payment. */
  onConfirmed: () => void
}

interface CardPaymentProps {
  request: PaymentRequest
  price: string
  onBusyChange: (busy: boolean) => void
  onPaid: (reference: string) => void
  onFailed: () => void
}

/** Card: create the payment, confirm with the card, then poll until the server confirms it. */
export function CardPayment({ request, price, onBusyChange, onPaid, onFailed }: CardPaymentProps) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const [state, setState] = useState<CardState>({ phase: 'starting' })
  const polling = useRef<AbortController | null>(null)

  // The dialog hides the other methods from the same render on (spec 000 section 4).
  const go = useCallback(
    (next: CardState) => {
      setState(next)
      onBusyChange(next.phase === 'confirming' || next.phase === 'failed')
    },
    [onBusyChange],
  )
  const requestRef = useRef(request)

  useEffect(() => () => polling.current?.abort(), [])

  const fail = useCallback(
    (title: string, detail?: string) => {
      go({ phase: 'failed', title, detail })
      onFailed()
    },
    [go, onFailed],
  )

  // The card payment this dialog started, or is starting. Each start is a payment intent at the
  // provider and a hold on the order or name, so a second effect run (StrictMode) or a re-render
  // waits for the same start instead of making another; only a failed start is tried again.
  const started = useRef<Promise<CardStartResponse> | null>(null)

  const start = useCallback(async () => {
    go({ phase: 'starting' })
    const current = requestRef.current
    started.current ??= isOrderPayment(current)
      ? startOrderCardPayment(current.orderId)
      : startCardPayment(current.siteId, { ...current.extra, paymentProduct: current.product })
    const pending = started.current
    try {
      go({ phase: 'form', payment: await pending })
    } catch (err) {
      // Told once: a second wait for the same failed start has nothing to add.
      if (started.current !== pending) return
      started.current = null
      // 409: another payment of the same thing is in progress; the server says what to do.
      if (errorStatus(err) === 409) fail(serverMessage(err, language))
      else fail(t('payments.cardStartFailed'), serverMessage(err, language))
    }
  }, [go, fail, t, language])

  useEffect(() => {
    void start()
  }, [start])

  const confirmed = async (reference: string) => {
    go({ phase: 'confirming' })
    const controller = new AbortController()
    polling.current = controller
    try {
      const result = await pollUntil({
        check: () => getCardPayment(requestRef.current.siteId, reference),
        isDone: (answer) => answer.paymentConfirmed,
        ...CARD_POLL,
        signal: controller.signal,
      })
      if (result.kind === 'done') onPaid(reference)
      else if (result.kind === 'timeout') fail(t('payments.cardTimeout'))
    } catch (err) {
      if (!controller.signal.aborted) fail(t('payments.pollFailed'), serverMessage(err, language))
    }
  }

  if (state.phase === 'starting') return <Spinner label={t('common.loading')} />
  if (state.phase === 'confirming') {
    return (
      <div className={styles.waiting} role="status">
        <Spinner />
        <p className={styles.lead}>{t('payments.cardWaiting')}</p>
      </div>
    )
  }
  if (state.phase === 'failed') {
    return (
      <ErrorBox title={state.title} detail={state.detail}>
        <Button onClick={() => void start()}>{t('payments.retry')}</Button>
      </ErrorBox>
    )
  }
  const { payment } = state
  const onConfirmed = () => void confirmed(payment.reference)
  return payment.simulated ? (
    <SimulatedCardForm payment={payment} price={price} onConfirmed={onConfirmed} />
  ) : (
    <Suspense fallback={<Spinner label={t('payments.cardLoading')} />}>
      <StripeCardForm payment={payment} price={price} onConfirmed={onConfirmed} />
    </Suspense>
  )
}
