import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { formatKronor } from '#domain/commerce/money.ts'
import { carrierOf, type ShipmentMethod } from '#domain/prints/orders.ts'
import { logError } from '#web/app/log.ts'
import styles from './Checkout.module.css'

interface Props {
  methods: ShipmentMethod[]
  chosen: string | undefined
  onChoose: (uid: string) => void
}

const KNOWN_TYPES = new Set(['normal', 'express', 'pick_up'])

/** Leverans: one radio per method, with its carrier, price and estimated days (spec 002 sections 4 and 9). */
export function DeliveryOptions({ methods, chosen, onChoose }: Props) {
  const { t } = useTranslation()
  // Spec 002 section 8: an unknown method name or delivery type is logged, and still offered.
  useEffect(() => {
    for (const method of methods) {
      if (!carrierOf(method.name))
        void logError(new Error(`Unknown shipment method name: ${method.name}`), 'checkout')
      if (!KNOWN_TYPES.has(method.type))
        void logError(new Error(`Unknown delivery type: ${method.type}`), 'checkout')
    }
  }, [methods])
  return (
    <fieldset className={styles.delivery}>
      <legend className={styles.visuallyHidden}>{t('prints.checkout.delivery')}</legend>
      {methods.map((method) => {
        const carrier = carrierOf(method.name)
        return (
          <label key={method.shipmentMethodUid} className={styles.method}>
            <input
              type="radio"
              name="shipmentMethod"
              value={method.shipmentMethodUid}
              checked={chosen === method.shipmentMethodUid}
              onChange={() => onChoose(method.shipmentMethodUid)}
            />
            <span className={styles.methodText}>
              <strong>{carrier ?? method.name}</strong>
              <span>
                {KNOWN_TYPES.has(method.type)
                  ? t(`prints.checkout.deliveryTypes.${method.type}`)
                  : method.type}
                {' · '}
                {t('prints.checkout.deliveryDays', {
                  min: method.minDeliveryDays,
                  max: method.maxDeliveryDays,
                })}
              </span>
            </span>
            <span className={styles.methodPrice}>{formatKronor(method.price)}</span>
          </label>
        )
      })}
      <p className={styles.note}>{t('prints.checkout.deliveryEstimate')}</p>
    </fieldset>
  )
}
