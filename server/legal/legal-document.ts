import type { BrandInfo } from '#domain/brands.ts'
import type { LegalPageKind } from '#domain/legal-pages.ts'
import type { Seller } from '../config.ts'

export const LEGAL_LANGUAGES = ['sv', 'en', 'da'] as const
export type LegalLanguage = (typeof LEGAL_LANGUAGES)[number]

/** A run of text; a link where the text names another page or an address to write to. */
export type Inline = string | { href: string; text: string }

/**
 * A paragraph (text, or text with links), a list, or a part the page fills in itself: the seller's
 * details from the configuration and the prices from the product catalogue, so neither is restated.
 */
export type Block = string | Inline[] | { list: (string | Inline[])[] } | 'seller' | 'prices'

export interface LegalSection {
  heading: string
  blocks: Block[]
}

export interface LegalDocument {
  title: string
  lead: Block[]
  sections: LegalSection[]
}

export interface LegalContext {
  brand: BrandInfo
  seller: Seller
  /** The address of a legal page in the same language, on the brand's own domain. */
  pageUrl: (kind: LegalPageKind) => string
}

/** When the texts last changed in substance; shown on both pages. */
export const LEGAL_TEXTS_DATE = '2026-11-28'
