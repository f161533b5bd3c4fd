import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ShippingAddress } from '#domain/prints/orders.ts'
import { Button } from '#web/ui/Button.tsx'
import { Field } from '#web/ui/Field.tsx'
import styles from './Checkout.module.css'
import { ADDRESS_FIELDS, type AddressField, type AddressProblem, addressProblems } from './shipping-form.ts'

interface Props {
  address: ShippingAddress
  onChange: (address: ShippingAddress) => void
  locked: boolean
  onLock: () => void
  onUnlock: () => void
}

const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  addressLine1: 'address-line1',
  postCode: 'postal-code',
  city: 'address-level2',
  email: 'email',
  phone: 'tel',
}

/** Mottagare: every field required; Nästa locks the form, Ändra adress opens it again (spec 002 section 4). */
export function ShippingForm({ address, onChange, locked, onLock, onUnlock }: Props) {
  const { t } = useTranslation()
  const [shown, setShown] = useState<Partial<Record<AddressField, AddressProblem>>>({})
  const form = useRef<HTMLFormElement>(null)
  const label = (field: AddressField) => t(`prints.checkout.${field}`)
  const message = (field: AddressField) => {
    const problem = shown[field]
    if (!problem) return undefined
    if (problem === 'required') return t('prints.checkout.required', { field: label(field).toLowerCase() })
    if (field === 'email') return t('prints.checkout.invalidEmail')
    if (field === 'phone') return t('prints.checkout.invalidPhone')
    if (field === 'postCode') return t('prints.checkout.invalidPostCode')
    return t('prints.checkout.required', { field: label(field).toLowerCase() })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problems = addressProblems(address)
    setShown(problems)
    const first = ADDRESS_FIELDS.find((f) => problems[f])
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus()
      return
    }
    onLock()
  }

  if (locked) {
    return (
      <div className={styles.lockedAddress}>
        <address className={styles.addressText}>
          {address.firstName} {address.lastName}
          <br />
          {address.addressLine1}
          <br />
          {address.postCode} {address.city}
          <br />
          {address.email}
          <br />
          {address.phone}
        </address>
        <Button variant="secondary" onClick={onUnlock}>
          {t('prints.checkout.changeAddress')}
        </Button>
      </div>
    )
  }

  return (
    <form ref={form} className={styles.addressForm} onSubmit={submit} noValidate>
      <p className={styles.note}>{t('prints.checkout.recipientIntro')}</p>
      <div className={styles.fieldGrid}>
        {ADDRESS_FIELDS.map((field) => (
          <Field
            key={field}
            name={field}
            label={label(field)}
            value={address[field]}
            autoComplete={AUTOCOMPLETE[field]}
            required
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            inputMode={field === 'phone' ? 'tel' : field === 'email' ? 'email' : undefined}
            placeholder={field === 'phone' ? '+46700000000' : undefined}
            hint={field === 'phone' ? t('prints.checkout.phoneHint') : undefined}
            message={message(field)}
            onChange={(event) => {
              onChange({ ...address, [field]: event.target.value })
              if (shown[field]) setShown({ ...shown, [field]: undefined })
            }}
          />
        ))}
      </div>
      <Button type="submit">{t('prints.checkout.next')}</Button>
    </form>
  )
}
