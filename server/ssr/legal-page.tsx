import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { BrandInfo } from '#domain/brands.ts'
import { formatKronor } from '#domain/commerce/money.ts'
import { priceOf, SITE_PRODUCTS } from '#domain/commerce/products.ts'
import { escapeHtml } from '#domain/escape-html.ts'
import { FAVICON_DATA_URI } from '#domain/favicon.ts'
import { type LegalPageKind, legalPageHref } from '#domain/legal-pages.ts'
import {
  CARD_PRICE_ORE,
  ENVELOPE_PRICE_ORE,
  NORMAL_SHIPPING_ORE,
  ROUNDED_CORNERS_PRICE_ORE,
} from '#domain/prints/prices.ts'
import type { Seller } from '../config.ts'
import {
  type Block,
  type Inline,
  LEGAL_LANGUAGES,
  LEGAL_TEXTS_DATE,
  type LegalLanguage,
} from '../legal/legal-document.ts'
import { LEGAL_WORDS } from '../legal/legal-words.ts'
import { PRIVACY_TEXTS } from '../legal/privacy-texts.ts'
import { TERMS_TEXTS } from '../legal/terms-texts.ts'
import { productName } from '../services/payments/payments-receipt-mail.ts'
import { LEGAL_PAGE_CSS } from './legal-page-css.ts'

const TEXTS = { terms: TERMS_TEXTS, privacy: PRIVACY_TEXTS }
const LANGUAGE_NAMES: Record<LegalLanguage, string> = { sv: 'Svenska', en: 'English', da: 'Dansk' }
const SKIP: Record<LegalLanguage, string> = {
  sv: 'Till innehållet',
  en: 'Skip to content',
  da: 'Til indholdet',
}

export interface LegalPageInput {
  kind: LegalPageKind
  language: LegalLanguage
  brand: BrandInfo
  seller: Seller
}

/**
 * /villkor or /integritetspolicy as a whole HTML document: no script, its own small stylesheet, the
 * seller from the configuration and the prices from the catalogue. Rendered per request (it is small).
 */
export function legalPageHtml({ kind, language, brand, seller }: LegalPageInput): string {
  const words = LEGAL_WORDS[language]
  const doc = TEXTS[kind][language]({ brand, seller, pageUrl: (k) => legalPageHref(k, language) })
  const block = (b: Block, key: number): ReactNode => {
    if (b === 'seller') return <SellerDetails key={key} seller={seller} language={language} />
    if (b === 'prices') return <Prices key={key} brand={brand} language={language} />
    if (typeof b === 'string') return <p key={key}>{b}</p>
    if (Array.isArray(b)) return <p key={key}>{inlines(b)}</p>
    return (
      <ul key={key}>
        {b.list.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of texts
          <li key={i}>{typeof item === 'string' ? item : inlines(item)}</li>
        ))}
      </ul>
    )
  }
  const body = (
    <>
      <a className="skip" href="#main">
        {SKIP[language]}
      </a>
      <header className="top">
        <div className="inner">
          <a className="brand" href="/">
            {brand.siteName}
          </a>
          <nav aria-label={words.language}>
            <ul className="languages">
              {LEGAL_LANGUAGES.map((l) => (
                <li key={l}>
                  <a
                    href={legalPageHref(kind, l)}
                    hrefLang={l}
                    lang={l}
                    aria-current={l === language ? 'page' : undefined}
                    aria-label={LANGUAGE_NAMES[l]}
                  >
                    {l.toUpperCase()}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <article>
          <h1>{doc.title}</h1>
          <p className="updated">
            {words.updated} <time dateTime={LEGAL_TEXTS_DATE}>{LEGAL_TEXTS_DATE}</time>
          </p>
          <div className="lead">{doc.lead.map(block)}</div>
          {doc.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.blocks.map(block)}
            </section>
          ))}
        </article>
      </main>
      <footer className="bottom">
        <div className="inner">
          <nav aria-label={`${words.terms}, ${words.privacy}`}>
            <ul>
              <li>
                <a href="/">{words.home}</a>
              </li>
              <li>
                <a
                  href={legalPageHref('terms', language)}
                  aria-current={kind === 'terms' ? 'page' : undefined}
                >
                  {words.terms}
                </a>
              </li>
              <li>
                <a
                  href={legalPageHref('privacy', language)}
                  aria-current={kind === 'privacy' ? 'page' : undefined}
                >
                  {words.privacy}
                </a>
              </li>
            </ul>
          </nav>
          <p>
            {seller.name} · {words.seller.orgNumber} {seller.orgNumber} · {seller.mail}
          </p>
        </div>
      </footer>
    </>
  )
  const alternates = LEGAL_LANGUAGES.map(
    (l) => `<link rel="alternate" hreflang="${l}" href="${legalPageHref(kind, l)}">`,
  ).join('')
  const title = escapeHtml(`${words[kind]} – ${brand.siteName}`)
  const description = escapeHtml(doc.title)
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="description" content="${description}"><link rel="icon" href="${FAVICON_DATA_URI}">${alternates}<style>${LEGAL_PAGE_CSS}</style></head><body>${renderToStaticMarkup(body)}</body></html>`
}

function inlines(parts: Inline[]): ReactNode[] {
  return parts.map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed run of text
      <a key={i} href={part.href}>
        {part.text}
      </a>
    ),
  )
}

function SellerDetails({ seller, language }: { seller: Seller; language: LegalLanguage }) {
  const w = LEGAL_WORDS[language].seller
  const rows: [string, ReactNode][] = [
    [w.name, seller.name],
    [w.orgNumber, seller.orgNumber],
    [w.vatNumber, seller.vatNumber],
    [w.address, seller.address],
    [
      w.mail,
      <a key="mail" href={`mailto:${seller.mail}`}>
        {seller.mail}
      </a>,
    ],
  ]
  return (
    <dl className="seller">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The catalogue's prices for the brand: nothing here restates a number. */
function Prices({ brand, language }: { brand: BrandInfo; language: LegalLanguage }) {
  const w = LEGAL_WORDS[language].prices
  const rows: [string, number, string][] = [
    ...SITE_PRODUCTS.map((product): [string, number, string] => {
      const price = priceOf(product, brand.brand)
      return [productName(product, language), price.amountOre, w.months(price.months)]
    }),
    [w.card, CARD_PRICE_ORE, w.perCard],
    [w.envelopeStandard, ENVELOPE_PRICE_ORE.standard, w.perCard],
    [w.envelopePremium, ENVELOPE_PRICE_ORE.premium, w.perCard],
    [w.roundedCorners, ROUNDED_CORNERS_PRICE_ORE, w.perCard],
    [w.shipping, NORMAL_SHIPPING_ORE, w.perOrder],
  ]
  return (
    <>
      <div className="table">
        <table>
          <caption>{w.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{w.product}</th>
              <th scope="col">{w.price}</th>
              <th scope="col">{w.period}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, ore, period]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{formatKronor(ore)}</td>
                <td>{period}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{w.vatNote}</p>
    </>
  )
}
