import type ExcelJS from 'exceljs'
import type { SiteContent } from '#domain/site/schema.ts'
import type { Services } from '../../container.ts'
import type { SiteRow } from '../../repositories/sites.repository.ts'
import { wallClock } from './responses-xlsx.ts'
import { type GiftsWorkbookData, giverOf, itemTitles, thankYouList } from './thank-you-list.ts'

// exceljs is loaded when a sheet is first written, not by every process that wires the services.
const excel = async () => (await import('exceljs')).default

type HeadingLanguage = 'sv' | 'en' | 'da'
type SiteParts = Pick<SiteContent, 'availableLanguages' | 'siteModules'>

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
    noName: 'Utan namn',
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
    noName: 'No name given',
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
    noName: 'Uden navn',
  },
} as const

export async function giftsWorkbookData(services: Services, site: SiteRow): Promise<GiftsWorkbookData> {
  const [reservations, pledges, households] = await Promise.all([
    services.gifts.list(site.id),
    services.giftPledges.list(site.id),
    services.households.list(site),
  ])
  return { reservations, pledges, householdNames: new Map(households.map((h) => [h.row.id, h.row.name])) }
}

/** Names are sorted as the couple reads them: Swedish order for sv and en, Danish for da. */
export const sortLocale = (ui: HeadingLanguage) => (ui === 'da' ? 'da' : 'sv')

const kronor = (ore: number) => ore / 100
const KRONOR_FORMAT = '#,##0.00'

/**
 * The gift sheet of osa.xlsx: each reserved gift with how many each giver reserved (their household,
 * else the name they gave), then each pledge to a fund with its giver, household, amount (kronor to
 * the öre), greeting, date and whether it arrived.
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
  // Each gift once per giver, with as many as they have reserved now.
  const reserved = new Map<string, { title: string; reserved: number; name: string; household: string }>()
  for (const r of data.reservations) {
    if (r.quantity <= 0) continue
    const { key, giver, household } = giverOf(
      { household_id: r.household_id, name: r.giver_name },
      data.householdNames,
    )
    const row = reserved.get(`${r.item_id}\n${key}`) ?? {
      title: titles.get(r.item_id) ?? '',
      reserved: 0,
      name: household ? '' : (giver ?? ''),
      household: household ? (giver ?? '') : '',
    }
    row.reserved += r.quantity
    reserved.set(`${r.item_id}\n${key}`, row)
  }
  // In the registry's order, each gift's givers by name.
  const order = [...titles.keys()]
  const collator = new Intl.Collator(sortLocale(ui))
  const rows = [...reserved.entries()].sort(
    ([a, x], [b, y]) =>
      order.indexOf(a.split('\n')[0] ?? '') - order.indexOf(b.split('\n')[0] ?? '') ||
      collator.compare(x.household || x.name, y.household || y.name),
  )
  for (const [, { name, household, ...row }] of rows) {
    sheet.addRow({ kind: h.gift, ...row, name: name || null, household: household || null })
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
 * The thank-you list as a sheet (issue 35): one row per household or name given, with the gifts it
 * reserved, what it pledged (kronor to the öre) and its greetings, sorted by name, for writing cards.
 */
export async function thankYouWorkbook(
  content: SiteContent,
  data: GiftsWorkbookData,
  ui: HeadingLanguage,
): Promise<Buffer> {
  const h = HEADINGS[ui]
  const book = new (await excel()).Workbook()
  book.creator = 'eventsite'
  const sheet = book.addWorksheet(h.thankYou, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = [
    { header: h.giver, key: 'giver', width: 28 },
    { header: h.gifts, key: 'gifts', width: 40 },
    { header: h.fund, key: 'gave', width: 40 },
    { header: h.amount, key: 'amount', width: 14, style: { numFmt: KRONOR_FORMAT } },
    { header: h.greeting, key: 'greeting', width: 60 },
    { header: h.received, key: 'received', width: 12 },
  ]
  const language = sortLocale(ui)
  const money = (ore: number) =>
    `${new Intl.NumberFormat(language, { minimumFractionDigits: ore % 100 ? 2 : 0 }).format(ore / 100)} kr`
  for (const entry of thankYouList(content, data, language)) {
    const { pledges } = entry
    sheet.addRow({
      giver: entry.giver ?? h.noName,
      gifts: entry.gifts.map((g) => `${g.title || h.gift} × ${g.quantity}`).join('; ') || null,
      gave: pledges.map((p) => `${p.fundTitle || h.fund}: ${money(p.amount)}`).join('; ') || null,
      amount: pledges.length ? kronor(entry.amount) : null,
      greeting:
        pledges
          .map((p) => p.greeting.trim())
          .filter(Boolean)
          .join('\n') || null,
      received: pledges.length && pledges.every((p) => p.receivedAt) ? h.yes : null,
    })
  }
  sheet.getRow(1).font = { bold: true }
  return Buffer.from(await book.xlsx.writeBuffer())
}
