import { useTranslation } from 'react-i18next'
import { formatKronor } from '#domain/commerce/money.ts'
import type { OrderPrice } from '#domain/prints/prices.ts'
import styles from './Checkout.module.css'

/** Totalkostnad: 15 kr a card, the lines, shipping, the total and 'varav moms' (spec 002 section 9). */
export function OrderTotals({ price, shippingKnown }: { price: OrderPrice; shippingKnown: boolean }) {
  const { t } = useTranslation()
  const lineText = (kind: string, count: number, unit: number) =>
    kind === 'cards'
      ? t('prints.checkout.lineCards', { count })
      : kind === 'envelopes'
        ? t('prints.checkout.lineEnvelopes', { count, price: formatKronor(unit) })
        : t('prints.checkout.lineRoundedCorners', { count })
  return (
    <div>
      <dl className={styles.totals} data-testid="order-totals">
        {price.lines.map((line) => (
          <div key={line.kind} className={styles.totalRow}>
            <dt>{lineText(line.kind, line.quantity, line.unitPriceOre)}</dt>
            <dd>{formatKronor(line.priceOre)}</dd>
          </div>
        ))}
        <div className={styles.totalRow}>
          <dt>{t('prints.checkout.lineShipping')}</dt>
          <dd>{formatKronor(price.shippingOre)}</dd>
        </div>
        <div className={`${styles.totalRow} ${styles.grandTotal}`}>
          <dt>{t('prints.checkout.totalInclVat')}</dt>
          <dd>{formatKronor(price.totalInclVat)}</dd>
        </div>
        <div className={`${styles.totalRow} ${styles.vatRow}`}>
          <dt>{t('prints.checkout.vat')}</dt>
          <dd>{formatKronor(price.totalVat)}</dd>
        </div>
      </dl>
      {!shippingKnown && <p className={styles.note}>{t('prints.checkout.shippingChosenLater')}</p>}
    </div>
  )
}
