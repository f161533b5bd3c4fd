import { brandInfo, parseBrand, parseMarket } from '#domain/brands.ts'
import { formatKronor, withoutVatOf } from '#domain/commerce/money.ts'
import type { Seller } from '../../config.ts'
import { sellerMailLines } from '../../legal/seller-mail-lines.ts'
import type { PaymentRow } from '../../repositories/payments.repository.ts'

type Language = 'sv' | 'en' | 'da'

const PRODUCT_NAMES: Record<string, Record<Language, string>> = {
  print_order: { sv: 'Inbjudningskort', en: 'Invitation cards', da: 'Invitationskort' },
  subdomain: { sv: 'Subdomän', en: 'Subdomain', da: 'Subdomæne' },
  extend_subdomain: {
    sv: 'Förlängning av subdomän',
    en: 'Subdomain extension',
    da: 'Forlængelse af subdomæne',
  },
  domain_name: { sv: 'Egen domän', en: 'Custom domain', da: 'Eget domæne' },
  domain_name_other_registrar: {
    sv: 'Egen domän hos annan registrar',
    en: 'Custom domain at another registrar',
    da: 'Eget domæne hos anden registrator',
  },
  domain_name_upgrade_from_subdomain: {
    sv: 'Uppgradering till egen domän',
    en: 'Upgrade to a custom domain',
    da: 'Opgradering til eget domæne',
  },
  domain_name_other_registrar_upgrade_from_subdomain: {
    sv: 'Uppgradering till egen domän hos annan registrar',
    en: 'Upgrade to a custom domain at another registrar',
    da: 'Opgradering til eget domæne hos anden registrator',
  },
  renew_domain_name: {
    sv: 'Förnyelse av egen domän',
    en: 'Custom domain renewal',
    da: 'Fornyelse af eget domæne',
  },
}

const WORDS = {
  sv: {
    subject: 'Kvitto',
    thanks: 'Tack för din betalning! Här är ditt kvitto.',
    product: 'Produkt',
    amount: 'Belopp inklusive moms',
    vat: 'Varav moms (25 %)',
    withoutVat: 'Belopp exklusive moms',
    method: 'Betalsätt',
    date: 'Datum',
    reference: 'Referens',
    card: 'Kort',
    validUntil: 'Sidan är publicerad till och med',
  },
  en: {
    subject: 'Receipt',
    thanks: 'Thank you for your payment! Here is your receipt.',
    product: 'Product',
    amount: 'Amount including VAT',
    vat: 'Of which VAT (25 %)',
    withoutVat: 'Amount excluding VAT',
    method: 'Payment method',
    date: 'Date',
    reference: 'Reference',
    card: 'Card',
    validUntil: 'The site is published until',
  },
  da: {
    subject: 'Kvittering',
    thanks: 'Tak for din betaling! Her er din kvittering.',
    product: 'Produkt',
    amount: 'Beløb inklusive moms',
    vat: 'Heraf moms (25 %)',
    withoutVat: 'Beløb eksklusive moms',
    method: 'Betalingsmetode',
    date: 'Dato',
    reference: 'Reference',
    card: 'Kort',
    validUntil: 'Siden er publiceret til og med',
  },
} as const

/** The language of a site's owner mail: Danish in the Danish market, otherwise Swedish. */
export function mailLanguage(market: string): Language {
  return market === 'dk' ? 'da' : 'sv'
}

export function productName(product: string, language: Language): string {
  return PRODUCT_NAMES[product]?.[language] ?? product
}

/** 'YYYY-MM-DD HH:mm' in Swedish time, as receipts show dates (spec 000 section 9). */
export function receiptDate(iso: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso))
}

/** The receipt mailed to the owner once a payment is fulfilled. */
export function receiptMail(
  payment: PaymentRow,
  expiresAt: string | null,
  seller: Seller,
): { subject: string; text: string } {
  const language = mailLanguage(payment.market)
  const w = WORDS[language]
  const brand = brandInfo(parseBrand(payment.brand), parseMarket(payment.market))
  const lines = [
    w.thanks,
    '',
    `${w.product}: ${productName(payment.product, language)}${(payment.domain ?? payment.host) ? ` (${payment.domain ?? payment.host})` : ''}`,
    `${w.amount}: ${formatKronor(payment.amount_ore)}`,
    `${w.vat}: ${formatKronor(payment.vat_ore)}`,
    `${w.withoutVat}: ${formatKronor(withoutVatOf(payment.amount_ore))}`,
    `${w.method}: ${payment.method === 'swish' ? 'Swish' : w.card}`,
    `${w.date}: ${receiptDate(payment.paid_at ?? payment.created_at)}`,
    `${w.reference}: ${payment.reference}`,
  ]
  if (expiresAt) lines.push('', `${w.validUntil} ${expiresAt.slice(0, 10)}.`)
  lines.push('', ...sellerMailLines(seller, brand, language))
  lines.push('', `${brand.siteName} · ${brand.contactMail}`)
  return { subject: `${w.subject} – ${brand.siteName} – ${payment.reference}`, text: `${lines.join('\n')}\n` }
}
