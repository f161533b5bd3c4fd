import { brandInfo, parseBrand, parseMarket } from '#domain/brands.ts'
import { formatKronor } from '#domain/commerce/money.ts'
import type { PaymentRow } from '../../repositories/payments.repository.ts'
import { mailLanguage, productName, receiptDate } from './payments-receipt-mail.ts'

type Language = 'sv' | 'en' | 'da'

const WORDS: Record<
  Language,
  {
    subject: string
    order: string
    product: string
    back: (method: 'swish' | 'card') => string
    amount: string
    date: string
    reference: string
    status: string
  }
> = {
  sv: {
    subject: 'Återbetalning',
    order: 'Ordern var redan betald med en annan betalning, så den här betalningen betalas tillbaka.',
    product:
      'Det du betalade för var redan betalt med en annan betalning, så den här betalningen betalas tillbaka.',
    back: (method) =>
      method === 'swish'
        ? 'Hela beloppet går tillbaka till samma Swish-nummer.'
        : 'Hela beloppet går tillbaka till samma kort; det kan ta några bankdagar innan det syns.',
    amount: 'Belopp',
    date: 'Betald',
    reference: 'Referens',
    status: 'Betalningen återbetalas eftersom det redan var betalt.',
  },
  en: {
    subject: 'Refund',
    order: 'The order had already been paid by another payment, so this payment is refunded.',
    product: 'What you paid for had already been paid by another payment, so this payment is refunded.',
    back: (method) =>
      method === 'swish'
        ? 'The whole amount goes back to the same Swish number.'
        : 'The whole amount goes back to the same card; it may take a few banking days to show.',
    amount: 'Amount',
    date: 'Paid',
    reference: 'Reference',
    status: 'The payment is refunded because it was already paid.',
  },
  da: {
    subject: 'Tilbagebetaling',
    order: 'Ordren var allerede betalt med en anden betaling, så denne betaling bliver tilbagebetalt.',
    product:
      'Det, du betalte for, var allerede betalt med en anden betaling, så denne betaling bliver tilbagebetalt.',
    back: (method) =>
      method === 'swish'
        ? 'Hele beløbet går tilbage til det samme Swish-nummer.'
        : 'Hele beløbet går tilbage til det samme kort; det kan tage et par bankdage, før det kan ses.',
    amount: 'Beløb',
    date: 'Betalt',
    reference: 'Reference',
    status: 'Betalingen bliver tilbagebetalt, fordi der allerede var betalt.',
  },
}

/** What the payment's status call says of a payment whose money goes back, in the owner's language. */
export function refundStatusMessage(payment: PaymentRow): string {
  return WORDS[mailLanguage(payment.market)].status
}

/**
 * Told to the owner, instead of a receipt, when a payment arrived for something another payment
 * had paid already: what goes back, and where to.
 */
export function refundMail(payment: PaymentRow): { subject: string; text: string } {
  const language = mailLanguage(payment.market)
  const w = WORDS[language]
  const brand = brandInfo(parseBrand(payment.brand), parseMarket(payment.market))
  const target = payment.order_id ?? payment.domain ?? payment.host
  const lines = [
    payment.order_id ? w.order : w.product,
    w.back(payment.method),
    '',
    `${productName(payment.product, language)}${target ? ` (${target})` : ''}`,
    `${w.amount}: ${formatKronor(payment.amount_ore)}`,
    `${w.date}: ${receiptDate(payment.paid_at ?? payment.created_at)}`,
    `${w.reference}: ${payment.reference}`,
    '',
    `${brand.siteName} · ${brand.contactMail}`,
  ]
  return { subject: `${w.subject} – ${brand.siteName} – ${payment.reference}`, text: `${lines.join('\n')}\n` }
}
