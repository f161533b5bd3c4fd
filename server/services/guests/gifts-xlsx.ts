import type ExcelJS from 'exceljs'
import { isGiftRegistry } from '#domain/modules/gift-registry.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import type { SiteContent } from '#domain/site/schema.ts'
import type { Services } from '../../container.ts'
import type { GiftPledgesTable } from '../../db/schema.ts'
import type { ReservationTotal } from '../../repositories/gift-reservations.repository.ts'
import type { SiteRow } from '../../repositories/sites.repository.ts'
import { wallClock } from './responses-xlsx.ts'

// exceljs is loaded when a sheet is first written, not by every process that wires the services.
const excel = async () => (await import('exceljs')).default

type HeadingLanguage = 'sv' | 'en' | 'da'
type SiteParts = Pick<SiteContent, 'availableLanguages' | 'siteModules'>

/** What the gift sheets show: reservations per gift, every pledge, and the households' names. */
export interface GiftsWorkbookData {
  reservations: ReservationTotal[]
  pledges: GiftPledgesTable[]
  householdNames: ReadonlyMap<string, string>
}

const HEADINGS = {
  sv: {
    gifts: 'Presenter',
    thankYou: 'Tack',
    kind: 'Typ',
    gift: 'Present',
    fund: 'Bidrag',
    title: 'Titel',
    reserved: 'Reserverade',
    name: 'Namn',
    household: 'Hushåll',
    amount: 'Belopp (kr)',
    greeting: 'Hälsning',
    date: 'Datum',
    received: 'Mottaget',
    yes: 'Ja',
    giver: 'Givare',
    gave: 'Gav',
    anonymous: 'Reserverade presenter (reservationer sparas utan namn)',
  },
  en: {
    gifts: 'Gifts',
    thankYou: 'Thank you',
    kind: 'Kind',
    gift: 'Gift',
    fund: 'Contribution',
    title: 'Title',
    reserved: 'Reserved',
    name: 'Name',
    household: 'Household',
    amount: 'Amount (kr)',
    greeting: 'Greeting',
    date: 'Date',
    received: 'Received',
    yes: 'Yes',
    giver: 'Giver',
    gave: 'Gave',
    anonymous: 'Reserved gifts (reservations are kept without names)',
  },
  da: {
    gifts: 'Gaver',
    thankYou: 'Tak',
    kind: 'Type',
    gift: 'Gave',
    fund: 'Bidrag',
    title: 'Titel',
    reserved: 'Reserveret',
    name: 'Navn',
    household: 'Husstand',
    amount: 'Beløb (kr)',
    greeting: 'Hilsen',
    date: 'Dato',
    received: 'Modtaget',
    yes: 'Ja',
    giver: 'Giver',
    gave: 'Gav',
    anonymous: 'Reserverede gaver (reservationer gemmes uden navne)',
  },
} as const

export async function giftsWorkbookData(services: Services, site: SiteRow): Promise<GiftsWorkbookData> {
  const [reservations, pledges, households] = await Promise.all([
    services.gifts.totals(site.id),
    services.giftPledges.list(site.id),
    services.households.list(site),
  ])
  return { reservations, pledges, householdNames: new Map(households.map((h) => [h.row.id, h.row.name])) }
}

/** Every item of the page's gift registries with its title in the site's first language. */
function itemTitles(content: SiteParts): Map<string, string> {
  const language = content.availableLanguages[0]?.languageCode ?? 'sv'
  const titles = new Map<string, string>()
  for (const module of content.siteModules) {
    if (!isGiftRegistry(module)) continue
    for (const item of module.giftRegistry) titles.set(item.id, lookupText(item.title, language))
  }
  return titles
}

const kronor = (ore: number) => ore / 100
const KRONOR_FORMAT = '#,##0.00'

/**
 * The gift sheet of osa.xlsx: each reserved gift with how many are reserved, then each pledge to a
 * fund with its giver, amount (kronor to the öre), greeting, date and whether it arrived.
 */
export function addGiftSheet(
  book: ExcelJS.Workbook,
  content: SiteParts,
  data: GiftsWorkbookData,
  ui: HeadingLanguage,
  timeZone: string,
): void {
  const h = HEADINGS[ui]
  const titles = itemTitles(content)
  const sheet = book.addWorksheet(h.gifts, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = [
    { header: h.kind, key: 'kind', width: 12 },
    { header: h.title, key: 'title', width: 30 },
    { header: h.reserved, key: 'reserved', width: 12 },
    { header: h.name, key: 'name', width: 24 },
    { header: h.household, key: 'household', width: 24 },
    { header: h.amount, key: 'amount', width: 14, style: { numFmt: KRONOR_FORMAT } },
    { header: h.greeting, key: 'greeting', width: 50 },
    { header: `${h.date} (${timeZone})`, key: 'date', width: 22, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
    { header: h.received, key: 'received', width: 12 },
  ]
  for (const r of data.reservations) {
    if (r.quantityReserved <= 0) continue
    sheet.addRow({ kind: h.gift, title: titles.get(r.giftRegistryId) ?? '', reserved: r.quantityReserved })
  }
  for (const p of data.pledges) {
    sheet.addRow({
      kind: h.fund,
      title: titles.get(p.item_id) ?? '',
      name: p.name,
      household: (p.household_id && data.householdNames.get(p.household_id)) || '',
      amount: kronor(p.amount_ore),
      greeting: p.greeting,
      date: wallClock(new Date(p.created_at), timeZone),
      received: p.received_at ? h.yes : '',
    })
  }
  sheet.getRow(1).font = { bold: true }
}

/**
 * The thank-you list: one row per giver (the household of the personal link a pledge came
 * through, else the name the guest gave), what they gave and their greetings, for writing cards.
 * Gift reservations carry no name (a guest reserves with a password only), so they follow as one
 * list of what was reserved.
 */
export async function thankYouWorkbook(
  content: SiteContent,
  data: GiftsWorkbookData,
  ui: HeadingLanguage,
): Promise<Buffer> {
  const h = HEADINGS[ui]
  const titles = itemTitles(content)
  const book = new (await excel()).Workbook()
  book.creator = 'eventsite'
  const sheet = book.addWorksheet(h.thankYou, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = [
    { header: h.giver, key: 'giver', width: 28 },
    { header: h.gave, key: 'gave', width: 50 },
    { header: h.amount, key: 'amount', width: 14, style: { numFmt: KRONOR_FORMAT } },
    { header: h.greeting, key: 'greeting', width: 60 },
    { header: h.received, key: 'received', width: 12 },
  ]
  const givers = new Map<string, { giver: string; pledges: GiftPledgesTable[] }>()
  for (const p of data.pledges) {
    const household = p.household_id ? data.householdNames.get(p.household_id) : undefined
    const key = household ? `h:${p.household_id}` : `n:${p.name.trim().toLowerCase()}`
    const entry = givers.get(key) ?? { giver: household ?? p.name.trim(), pledges: [] }
    entry.pledges.push(p)
    givers.set(key, entry)
  }
  const sorted = [...givers.values()].sort((a, b) => a.giver.localeCompare(b.giver, ui))
  for (const { giver, pledges } of sorted) {
    const language = ui === 'en' ? 'sv' : ui
    const money = (ore: number) =>
      `${new Intl.NumberFormat(language, { minimumFractionDigits: ore % 100 ? 2 : 0 }).format(ore / 100)} kr`
    sheet.addRow({
      giver,
      gave: pledges.map((p) => `${titles.get(p.item_id) || h.fund}: ${money(p.amount_ore)}`).join('; '),
      amount: kronor(pledges.reduce((sum, p) => sum + p.amount_ore, 0)),
      greeting: pledges
        .map((p) => p.greeting.trim())
        .filter(Boolean)
        .join('\n'),
      received: pledges.every((p) => p.received_at) ? h.yes : '',
    })
  }
  const reserved = data.reservations.filter((r) => r.quantityReserved > 0)
  if (reserved.length) {
    sheet.addRow({})
    sheet.addRow({ giver: h.anonymous }).font = { bold: true }
    for (const r of reserved) {
      sheet.addRow({ giver: '', gave: `${titles.get(r.giftRegistryId) ?? ''} × ${r.quantityReserved}` })
    }
  }
  sheet.getRow(1).font = { bold: true }
  return Buffer.from(await book.xlsx.writeBuffer())
}
