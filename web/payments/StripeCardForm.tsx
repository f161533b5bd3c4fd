import type { Stripe, StripeElements } from '@stripe/stripe-js'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { Spinner } from '#web/ui/Spinner.tsx'
import type { CardFormProps } from './CardPayment.tsx'
import styles from './Payments.module.css'

/** Stripe Elements (locale sv, spec 000 section 7), loaded from js.stripe.com inside the dialog only. */
export function StripeCardForm({ payment, price, onConfirmed }: CardFormProps) {
  const { t } = useTranslation()
  const mount = useRef<HTMLDivElement>(null)
  const stripe = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null)
  const [ready, setReady] = useState(false)
  const [loadFailed, setLoadFailed] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    void (async () => {
      try {
        const { loadStripe } = await import('@stripe/stripe-js')
        const loaded = await loadStripe(payment.stripe_public_key, { locale: 'sv' })
        if (!loaded) throw new Error('Stripe.js did not load')
        if (cancelled || !mount.current) return
        const elements = loaded.elements({ clientSecret: payment.client_secret, locale: 'sv' })
        const element = elements.create('payment')
        element.on('ready', () => setReady(true))
        element.mount(mount.current)
        stripe.current = { stripe: loaded, elements }
      } catch {
        if (!cancelled) setLoadFailed(true)
      }
    })()
    return () => {
      cancelled = true
    }
  }, [payment])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!stripe.current) return
    setBusy(true)
    setError(null)
    const result = await stripe.current.stripe.confirmPayment({
      elements: stripe.current.elements,
      redirect: 'if_required',
    })
    if (result.error) {
      setError(result.error.message ?? '')
      setBusy(false)
      return
    }
    onConfirmed()
  }

  if (loadFailed) return <ErrorBox title={t('payments.cardLoadFailed')} />
  return (
    <form className={styles.form} onSubmit={submit}>
      {!ready && <Spinner label={t('payments.cardLoading')} />}
      <div ref={mount} />
      {error !== null && <ErrorBox title={t('payments.cardFailed')} detail={error} />}
      <Button type="submit" block busy={busy} disabled={!ready}>
        {t('payments.payWithCard', { price })}
      </Button>
    </form>
  )
}
