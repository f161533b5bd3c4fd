import type { BrandInfo } from '#domain/brands.ts'
import { linkOrigin } from '#domain/hosts.ts'
import { legalPageHref } from '#domain/legal-pages.ts'
import type { Seller } from '../config.ts'
import type { LegalLanguage } from './legal-document.ts'
import { LEGAL_WORDS } from './legal-words.ts'

const SOLD_BY: Record<LegalLanguage, string> = { sv: 'Säljare', en: 'Seller', da: 'Sælger' }

/**
 * The seller block every receipt ends with: who sold (name, organisation and VAT number, address,
 * mail) and where the terms and the privacy policy are, on the brand's own domain in the mail's language.
 */
export function sellerMailLines(seller: Seller, brand: BrandInfo, language: LegalLanguage): string[] {
  const w = LEGAL_WORDS[language]
  const origin = linkOrigin(brand, { production: true })
  return [
    `${SOLD_BY[language]}: ${seller.name}`,
    `${w.seller.orgNumber}: ${seller.orgNumber}`,
    `${w.seller.vatNumber}: ${seller.vatNumber}`,
    `${w.seller.address}: ${seller.address}`,
    `${w.seller.mail}: ${seller.mail}`,
    `${w.terms}: ${origin}${legalPageHref('terms', language)}`,
    `${w.privacy}: ${origin}${legalPageHref('privacy', language)}`,
  ]
}
