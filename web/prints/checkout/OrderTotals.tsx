import { useTranslation } from 'react-i18next'
import { formatKronor } from '#domain/commerce/money.ts'
import type { OrderLine, OrderPrice } from '#domain/prints/prices.ts'
import styles from './Checkout.module.css'

/** The name of an order line in the interface language: '30 kort à 15 kr'. */
export function useLineText(): (kind: OrderLine['kind'], count: number, unitOre: number) => string {
  const { t } = useTranslation()
  return (kind, count, unitOre) =>
    kind === 'cards'
      ? t('prints.checkout.lineCards', { count })
      : kind === 'envelopes'
        ? t('prints.checkout.lineEnvelopes', { count, price: formatKronor(unitOre) })
        : t('prints.checkout.lineRoundedCorners', { count })
}

/** Totalkostnad: 15 kr a card, the lines, shipping, the total and 'varav moms' (spec 002 section 9). */
export function OrderTotals({ price, shippingKnown }: { price: OrderPrice; shippingKnown: boolean }) {
  const { t } = useTranslation()
  const lineText = useLineText()
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
