import type { ThankYouGiver } from '#domain/forms/submissions.ts'
import { isGiftRegistry } from '#domain/modules/gift-registry.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import type { SiteContent } from '#domain/site/schema.ts'
import type { GiftPledgesTable, GiftReservationsTable } from '../../db/schema.ts'

type SiteParts = Pick<SiteContent, 'availableLanguages' | 'siteModules'>

/** What the thank-you list and the gift sheets are made of: who reserved, who pledged, the households' names. */
export interface GiftsWorkbookData {
  reservations: GiftReservationsTable[]
  pledges: GiftPledgesTable[]
  householdNames: ReadonlyMap<string, string>
}

/** Every item of the page's gift registries with its title in the site's first language. */
export function itemTitles(content: SiteParts): Map<string, string> {
  const language = content.availableLanguages[0]?.languageCode ?? 'sv'
  const titles = new Map<string, string>()
  for (const module of content.siteModules) {
    if (!isGiftRegistry(module)) continue
    for (const item of module.giftRegistry) titles.set(item.id, lookupText(item.title, language))
  }
  return titles
}

/**
 * Who a reservation or pledge is from: its household while the guest list has it, else the name
 * given (a reservation through a link keeps its household's name from then), else no one.
 */
export function giverOf(
  row: { household_id: string | null; name: string | null },
  householdNames: ReadonlyMap<string, string>,
): { key: string; giver: string | null; household: boolean } {
  const household = row.household_id ? householdNames.get(row.household_id) : undefined
  if (household !== undefined) return { key: `h:${row.household_id}`, giver: household, household: true }
  const name = row.name?.trim()
  // The same name typed twice is one giver, whatever its case.
  if (name) return { key: `n:${name.toLocaleLowerCase('sv')}`, giver: name, household: false }
  return { key: '', giver: null, household: false }
}

/**
 * The couple's thank-you list (issue 35): one entry per household or typed name with the gifts it
 * reserved (as many as are reserved now: a cancelled one is gone) and what it pledged, to the öre;
 * sorted by name in `locale`, what no one put a name to last.
 */
export function thankYouList(content: SiteParts, data: GiftsWorkbookData, locale: string): ThankYouGiver[] {
  const titles = itemTitles(content)
  const givers = new Map<string, ThankYouGiver>()
  const entry = (row: { household_id: string | null; name: string | null }) => {
    const { key, giver, household } = giverOf(row, data.householdNames)
    let found = givers.get(key)
    if (!found) {
      found = { id: key, giver, household, gifts: [], pledges: [], amount: 0 }
      givers.set(key, found)
    }
    return found
  }
  for (const r of data.reservations) {
    if (r.quantity <= 0) continue
    const { gifts } = entry({ household_id: r.household_id, name: r.giver_name })
    const gift = gifts.find((g) => g.itemId === r.item_id)
    if (gift) gift.quantity += r.quantity
    else gifts.push({ itemId: r.item_id, title: titles.get(r.item_id) ?? '', quantity: r.quantity })
  }
  for (const p of data.pledges) {
    const found = entry(p)
    found.pledges.push({
      id: p.id,
      fundTitle: titles.get(p.item_id) ?? '',
      amount: p.amount_ore,
      greeting: p.greeting,
      receivedAt: p.received_at,
    })
    found.amount += p.amount_ore
  }
  // A giver's gifts in the registry's order.
  const order = [...titles.keys()]
  for (const g of givers.values()) g.gifts.sort((a, b) => order.indexOf(a.itemId) - order.indexOf(b.itemId))
  const collator = new Intl.Collator(locale)
  return [...givers.values()].sort((a, b) =>
    a.giver === null ? 1 : b.giver === null ? -1 : collator.compare(a.giver, b.giver),
  )
}
