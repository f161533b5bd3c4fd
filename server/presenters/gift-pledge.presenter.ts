import type { GiftPledgeRecord } from '#domain/forms/submissions.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import type { SiteContent } from '#domain/site/schema.ts'
import type { GiftPledgesTable } from '../db/schema.ts'
import { fundsOf } from '../services/guests/gift-pledges.service.ts'

/** A pledge as its couple sees it. */
export function presentPledge(row: GiftPledgesTable, content: SiteContent): GiftPledgeRecord {
  const language = content.availableLanguages[0]?.languageCode ?? 'sv'
  const fund = fundsOf(content).find((f) => f.item.id === row.item_id)
  return {
    id: row.id,
    moduleId: row.module_id,
    itemId: row.item_id,
    fundTitle: fund ? lookupText(fund.item.title, language) : '',
    name: row.name,
    amount: row.amount_ore,
    greeting: row.greeting,
    createdAt: row.created_at,
    receivedAt: row.received_at,
  }
}
