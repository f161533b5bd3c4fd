import { escapeHtml } from '#domain/escape-html.ts'
import { TABLE_CARD_TEXTS } from '#domain/photos/table-card-texts.ts'
import type { InterfaceLanguage } from '#domain/site/languages.ts'

export interface TableCardInput {
  /** The couple's names, as the site's header has them. */
  names: string
  /** The upload page's address, which the QR code holds. */
  uploadUrl: string
  /** The QR code of uploadUrl as SVG: vector, so it stays sharp in print. */
  qrSvg: string
  language: InterfaceLanguage
}

/**
 * The A6 table card (issue 34): the couple's names, "Dela dina bilder", the upload page's QR code
 * and a short instruction, the address under it for a phone that cannot scan. Chromium prints it
 * to PDF the way it prints the cards; 105 x 148 mm exactly, no bleed (it is printed at home).
 */
export function renderTableCardDocument(input: TableCardInput): string {
  const texts = TABLE_CARD_TEXTS[input.language]
  const e = escapeHtml
  const shownUrl = input.uploadUrl.replace(/^https?:\/\//, '')
  return `<!doctype html><html lang="${input.language}"><head><meta charset="utf-8"><title>${e(texts.heading)} – ${e(input.names)}</title><style>
@page { size: 105mm 148mm; margin: 0; }
html, body { margin: 0; padding: 0; background: #fff; color: #1d1d1b; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
.card { width: 105mm; height: 148mm; padding: 11mm 10mm 9mm; display: flex; flex-direction: column; align-items: center; text-align: center; font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; }
.names { margin: 0; font-family: Georgia, "DejaVu Serif", "Liberation Serif", serif; font-size: 15pt; font-style: italic; font-weight: normal; letter-spacing: 0.02em; }
.rule { width: 18mm; border: 0; border-top: 0.3mm solid #b9a27a; margin: 4mm 0 5mm; }
h1 { margin: 0 0 5mm; font-family: Georgia, "DejaVu Serif", "Liberation Serif", serif; font-size: 22pt; font-weight: normal; line-height: 1.1; }
.qr { width: 52mm; height: 52mm; }
.qr svg { display: block; width: 100%; height: 100%; }
.instruction { margin: 5mm 0 0; font-size: 9.5pt; line-height: 1.4; max-width: 75mm; }
.address { margin: auto 0 0; font-size: 7.5pt; color: #555; word-break: break-all; }
</style></head><body><main class="card">
<p class="names">${e(input.names)}</p>
<hr class="rule">
<h1>${e(texts.heading)}</h1>
<div class="qr" role="img" aria-label="${e(input.uploadUrl)}">${input.qrSvg}</div>
<p class="instruction">${e(texts.instruction)}</p>
<p class="address">${e(texts.orOpen)} ${e(shownUrl)}</p>
</main></body></html>`
}
