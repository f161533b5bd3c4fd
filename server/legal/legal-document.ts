import type { BrandInfo } from '#domain/brands.ts'
import type { Seller } from '../config.ts'

export const LEGAL_LANGUAGES = ['sv', 'en', 'da'] as const
export type LegalLanguage = (typeof LEGAL_LANGUAGES)[number]

/** The two pages, on every brand's own domain (issue 31 item 3). */
export const LEGAL_PATHS = { terms: '/villkor', privacy: '/integritetspolicy' } as const
export type LegalPageKind = keyof typeof LEGAL_PATHS

/** Which legal page a request's address is, if any (a trailing slash and a query allowed). */
export function legalPageOf(url: string): LegalPageKind | undefined {
  const path = url.split('?')[0]?.replace(/\/$/, '')
  return (Object.keys(LEGAL_PATHS) as LegalPageKind[]).find((kind) => LEGAL_PATHS[kind] === path)
}

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
