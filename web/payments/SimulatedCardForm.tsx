import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { confirmSimulatedCard } from '#web/payments/api/payments-card.ts'
import { Button } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { Field } from '#web/ui/Field.tsx'
import type { CardFormProps } from './CardPayment.tsx'
import styles from './Payments.module.css'

/** The embedded simulator's test card form, in place of Stripe's (nothing is charged). */
export function SimulatedCardForm({ payment, price, onConfirmed }: CardFormProps) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const [cardNumber, setCardNumber] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await confirmSimulatedCard({ client_secret: payment.client_secret, cardNumber })
      onConfirmed()
    } catch (err) {
      setError(err)
      setBusy(false)
    }
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <p className={styles.note}>{t('payments.cardSimulatorNote')}</p>
      <Field
        label={t('payments.cardNumber')}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        value={cardNumber}
        onChange={(e) => setCardNumber(e.target.value)}
        required
      />
      {error !== null && (
        <ErrorBox title={t('payments.cardFailed')} detail={serverMessage(error, language)} />
      )}
      <Button type="submit" block busy={busy}>
        {t('payments.payWithCard', { price })}
      </Button>
    </form>
  )
}
