import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { escapeHtml } from '#domain/escape-html.ts'
import type { Print } from '#domain/prints/print.ts'
import type { InterfaceLanguage } from '#domain/site/languages.ts'
import { type Catalogs, createI18n } from '#web/i18n/catalogs.ts'
import da from '#web/i18n/da.json'
import en from '#web/i18n/en.json'
import sv from '#web/i18n/sv.json'
import { PrintCard } from '#web/prints/card/PrintCard.tsx'
import { PRINT_CARD_CSS } from '#web/prints/card/print-card-css.ts'
// The page has no client code: the card's stylesheet and the artwork's processed CSS-module text go
// inline, with the class names the render uses (as the public page does with the artwork).
import eventLogoCss from '#web/site/event-logos/EventLogo.module.css?inline'
import siteGraphicCss from '#web/site/graphics/SiteGraphic.module.css?inline'
import { fontAssets } from './font-assets.ts'

const CATALOGS: Catalogs = { sv, en, da }

/** The printed sheet: A6 plus 3 mm bleed on every side, no margins, colours exactly as given. */
const PAGE_CSS = `@page{size:111mm 154mm;margin:0}
html,body{margin:0;padding:0;background:#fff}
*{-webkit-print-color-adjust:exact;print-color-adjust:exact}`

export interface PrintPdfPageInput {
  print: Print
  language: InterfaceLanguage
  /** The QR image of a QR address, for the printed page a vector (SVG data URI). */
  qrSrc: (url: string) => string
  /** Photos given inline (a protected site's, from local storage), by content item id. */
  inlineImages?: ReadonlyMap<string, string> | undefined
  /**
   * One card per household, in this order: the household's name on the back, its events when the
   * site has several, and its content (the QR code holding its personal link). Without it the page is the one card of the print.
   */
  households?:
    | readonly { name: string; content: Print['content']; events?: readonly string[] | undefined }[]
    | undefined
}

/**
 * /print-pdf/{printId}/{serverAccessKey} (spec 000 section 2): page 1 and page 2 of the card, each
 * a 111 × 154 mm sheet, rendered on the server from the same card component the editor shows. An
 * order of one card per household gets both pages for each household in turn.
 */
export function renderPrintPdfDocument({
  print,
  language,
  qrSrc,
  inlineImages,
  households,
}: PrintPdfPageInput): string {
  const i18n = createI18n(language, CATALOGS)
  const card = (
    page: 1 | 2,
    content = print.content,
    household?: string,
    key?: string,
    events?: readonly string[],
  ) => (
    <PrintCard
      key={key}
      print={{ ...print, content }}
      page={page}
      mode="print"
      qrSrc={qrSrc}
      household={household}
      householdEvents={events}
      imageSrc={(item) => inlineImages?.get(item.id)}
    />
  )
  const cards = households
    ? households.flatMap((h, i) => [
        card(1, h.content, h.name, `${i}-1`, h.events),
        card(2, h.content, h.name, `${i}-2`, h.events),
      ])
    : [card(1, print.content, undefined, 'front'), card(2, print.content, undefined, 'back')]
  const body = renderToString(
    <I18nextProvider i18n={i18n}>
      <main>{cards}</main>
    </I18nextProvider>,
  )
  const safeCss = (css: string) => css.replace(/<\//g, '<\\/')
  const styles = [PAGE_CSS, fontAssets(print.fonts).inlineCss, PRINT_CARD_CSS, siteGraphicCss, eventLogoCss]
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(print._id)}</title>`,
    ...styles.filter(Boolean).map((css) => `<style>${safeCss(css)}</style>`),
    '</head>',
    `<body>${body}</body>`,
    '</html>',
  ].join('\n')
}

/** The page a print that cannot be loaded gets instead (spec 000 section 8). */
export function printLoadFailedDocument(message: string): string {
  return [
    '<!doctype html>',
    '<html lang="sv">',
    '<head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(message)}</title></head>`,
    `<body><p role="alert">${escapeHtml(message)}</p></body>`,
    '</html>',
  ].join('\n')
}
