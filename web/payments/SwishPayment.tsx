import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { startOrderSwishPayment } from '#web/payments/api/orders-payment.ts'
import {
  getSwishPayment,
  startSwishPayment,
  swishValidationMessage,
} from '#web/payments/api/payments-swish.ts'
import { Button } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { Field } from '#web/ui/Field.tsx'
import { Spinner } from '#web/ui/Spinner.tsx'
import { isOrderPayment, type PaymentRequest } from './PaymentDialog.tsx'
import styles from './Payments.module.css'
import { pollUntil, SWISH_POLL } from './polling.ts'
import { swishFailureText } from './swish-outcome.ts'

type SwishState =
  | { phase: 'idle'; fieldMessage?: string }
  | { phase: 'starting' }
  | { phase: 'waiting' }
  | { phase: 'failed'; title: string; detail?: string }

interface SwishPaymentProps {
  request: PaymentRequest
  /** Waiting or failed: the dialog hides the other methods (spec 000 section 4). */
  onBusyChange: (busy: boolean) => void
  onPaid: (reference: string) => void
  onFailed: () => void
}

/** Swish: idle (enter the number), waiting (polling), failed (message, retry or cancel). */
export function SwishPayment({ request, onBusyChange, onPaid, onFailed }: SwishPaymentProps) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const [number, setNumber] = useState('')
  const [state, setState] = useState<SwishState>({ phase: 'idle' })
  const polling = useRef<AbortController | null>(null)

  // The dialog hides the other methods from the same render on (spec 000 section 4).
  const go = useCallback(
    (next: SwishState) => {
      setState(next)
      onBusyChange(next.phase === 'waiting' || next.phase === 'failed')
    },
    [onBusyChange],
  )

  useEffect(() => () => polling.current?.abort(), [])

  const fail = (title: string, detail?: string) => {
    go({ phase: 'failed', title, detail })
    onFailed()
  }

  const waitFor = async (swishId: string) => {
    const controller = new AbortController()
    polling.current = controller
    try {
      const result = await pollUntil({
        check: () => getSwishPayment(swishId),
        isDone: (answer) => answer.status !== 'NOT_SET',
        ...SWISH_POLL,
        signal: controller.signal,
      })
      if (result.kind === 'stopped') return
      if (result.kind === 'timeout') return fail(t('payments.swishTimeout'))
      if (result.value.status === 'PAID') return onPaid(swishId)
      fail(
        swishFailureText(result.value, {
          declined: t('payments.swishDeclined'),
          cancelled: t('payments.swishCancelled'),
          unknown: t('payments.unknownError'),
        }),
      )
    } catch (err) {
      if (!controller.signal.aborted) fail(t('payments.pollFailed'), serverMessage(err, language))
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (number.trim() === '') {
      go({ phase: 'idle', fieldMessage: t('payments.swishNumberRequired') })
      return
    }
    go({ phase: 'starting' })
    try {
      const { swishId } = isOrderPayment(request)
        ? await startOrderSwishPayment(request.orderId, number)
        : await startSwishPayment(request.siteId, {
            ...request.extra,
            payerAlias: number,
            paymentProduct: request.product,
          })
      go({ phase: 'waiting' })
      await waitFor(swishId)
    } catch (err) {
      const validation = swishValidationMessage(err)
      if (validation) go({ phase: 'idle', fieldMessage: validation })
      else fail(t('payments.swishStartFailed'), serverMessage(err, language))
    }
  }

  const reset = () => {
    polling.current?.abort()
    go({ phase: 'idle' })
  }

  if (state.phase === 'waiting') {
    return (
      <div className={styles.waiting} role="status">
        <Spinner />
        <p className={styles.lead}>{t('payments.swishWaiting')}</p>
        <p className={styles.note}>{t('payments.swishWaitingNote')}</p>
        <Button variant="secondary" onClick={reset}>
          {t('payments.cancel')}
        </Button>
      </div>
    )
  }

  if (state.phase === 'failed') {
    return (
      <ErrorBox title={state.title} detail={state.detail}>
        <Button onClick={reset}>{t('payments.retry')}</Button>
        <Button variant="secondary" onClick={reset}>
          {t('payments.cancel')}
        </Button>
      </ErrorBox>
    )
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        label={t('payments.swishNumber')}
        name="payerAlias"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t('payments.swishNumberHint')}
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        message={state.phase === 'idle' ? state.fieldMessage : undefined}
        required
      />
      <Button type="submit" block busy={state.phase === 'starting'}>
        {t('payments.payWithSwish')}
      </Button>
    </form>
  )
}
