import { brandInfo, parseBrand, parseMarket } from '#domain/brands.ts'
import { formatKronor, withoutVatOf } from '#domain/commerce/money.ts'
import type { Seller } from '../../config.ts'
import { sellerMailLines } from '../../legal/seller-mail-lines.ts'
import type { PaymentRow } from '../../repositories/payments.repository.ts'
import type { DomainPeriod } from './payments-fulfilment.ts'

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
    domainPeriod: 'Domänen gäller',
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
    domainPeriod: 'The domain is paid for',
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
    domainPeriod: 'Domænet gælder',
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

/** What a receipt says the payment lasts: the site's end date, or a domain's own period. */
export type ReceiptPeriod = { siteUntil: string | null } | { domain: DomainPeriod }

/** 'YYYY-MM-DD' in Swedish time. */
function receiptDay(iso: string): string {
  return receiptDate(iso).slice(0, 10)
}

/** The receipt mailed to the owner once a payment is fulfilled. */
export function receiptMail(
  payment: PaymentRow,
  period: ReceiptPeriod,
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
  if ('domain' in period) {
    lines.push(
      '',
      `${w.domainPeriod} ${receiptDay(period.domain.from)} – ${receiptDay(period.domain.until)}.`,
    )
  } else if (period.siteUntil) lines.push('', `${w.validUntil} ${period.siteUntil.slice(0, 10)}.`)
  lines.push('', ...sellerMailLines(seller, brand, language))
  lines.push('', `${brand.siteName} · ${brand.contactMail}`)
  return { subject: `${w.subject} – ${brand.siteName} – ${payment.reference}`, text: `${lines.join('\n')}\n` }
}
