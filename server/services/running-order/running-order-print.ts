import { escapeHtml } from '#domain/escape-html.ts'
import { blockTimings, type RunningOrderResponse, slotStart } from '#domain/running-order/running-order.ts'
import type { InterfaceLanguage } from '#domain/site/languages.ts'
import { RUNNING_ORDER_TEXTS } from './running-order-texts.ts'

/**
 * The running order's print page (issue 33): A4, one table per block with each speaker's time,
 * name, what, length, needs and note, and the block's sum and overrun. Chromium prints it to PDF
 * the way it prints the cards.
 */
export function renderRunningOrderDocument(
  input: RunningOrderResponse & { siteTitle: string; language: InterfaceLanguage },
): string {
  const texts = RUNNING_ORDER_TEXTS[input.language] ?? RUNNING_ORDER_TEXTS.sv
  const byId = new Map(input.signUps.map((s) => [s.id, s]))
  const minutesOf = (id: string) => byId.get(id)?.minutes ?? 0
  const timings = blockTimings(input.order.blocks, minutesOf)
  const e = escapeHtml
  const blocks = input.order.blocks
    .map((block, b) => {
      const timing = timings[b]
      const rows = block.items
        .map((item, i) => {
          const s = byId.get(item.signUpId)
          if (!s) return ''
          return `<tr><td>${slotStart(block, i, minutesOf, timing?.start)}</td><td>${e(s.name)}</td><td>${e(s.what)}</td><td>${texts.minutes(s.minutes)}</td><td>${e(s.needs.map((n) => texts.needs[n]).join(', '))}</td><td>${e(item.note)}</td></tr>`
        })
        .join('')
      const overrun = timing?.overrun
        ? ` <strong class="warn">+${texts.minutes(timing.overrun)}</strong>`
        : ''
      return `<section><h2>${e(block.title)} <span>${timing?.start ?? block.start}–${timing?.end ?? ''} · ${texts.minutes(timing?.minutes ?? 0)}${overrun}</span></h2>${
        rows
          ? `<table><thead><tr><th>${texts.columns.time}</th><th>${texts.columns.who}</th><th>${texts.columns.what}</th><th>${texts.columns.length}</th><th>${texts.columns.needs}</th><th>${texts.columns.note}</th></tr></thead><tbody>${rows}</tbody></table>`
          : `<p>${texts.empty}</p>`
      }</section>`
    })
    .join('')
  const placedIds = new Set(input.order.blocks.flatMap((b) => b.items.map((i) => i.signUpId)))
  const unplaced = input.signUps.filter((s) => !placedIds.has(s.id))
  const rest = unplaced.length
    ? `<section><h2>${texts.unplaced}</h2><ul>${unplaced.map((s) => `<li>${e(s.name)} – ${e(s.what)} (${texts.minutes(s.minutes)})</li>`).join('')}</ul></section>`
    : ''
  return `<!doctype html><html lang="${input.language}"><head><meta charset="utf-8"><title>${e(texts.title)} – ${e(input.siteTitle)}</title><style>
@page { size: A4; margin: 16mm 14mm; }
body { font-family: system-ui, sans-serif; font-size: 10.5pt; color: #111; margin: 0; }
h1 { font-size: 18pt; margin: 0 0 8mm; }
h2 { font-size: 13pt; margin: 6mm 0 2mm; }
h2 span { font-weight: normal; font-size: 10.5pt; color: #444; }
.warn { color: #a40000; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; vertical-align: top; padding: 1.5mm 2mm; border-bottom: 0.3mm solid #ccc; }
th { font-size: 9pt; color: #444; }
section { break-inside: avoid; }
</style></head><body><h1>${e(texts.title)} – ${e(input.siteTitle)}</h1>${blocks}${rest}</body></html>`
}
