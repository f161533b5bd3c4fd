import { describe, expect, it } from 'vitest'
import { type SiteContent, siteContentSchema } from '#domain/site/schema.ts'
import { totalsForGuests, totalsForOwner } from './gift-pledges.service.ts'

const fund = (id: string, display: string, goal?: number) => ({
  id,
  title: { sv: id },
  reservable: false,
  quantity: 1,
  fund: { provider: 'swish', number: '0701740605', display, ...(goal ? { goal } : {}) },
})

const content: SiteContent = siteContentSchema.parse({
  availableLanguages: [{ languageCode: 'sv' }],
  siteModules: [
    {
      id: 'gifts',
      siteModuleType: 'GiftRegistry',
      giftRegistry: [
        fund('shown', 'amount', 20_000),
        fund('share', 'percentage', 20_000),
        fund('shareWithoutGoal', 'percentage'),
        fund('hidden', 'hidden', 20_000),
        { id: 'vase', title: { sv: 'Vas' }, reservable: true, quantity: 1 },
      ],
    },
  ],
})

const pledged = ['shown', 'share', 'shareWithoutGoal', 'hidden'].map((itemId) => ({
  itemId,
  pledged: 1_234_567,
  count: 3,
}))

describe('what guests see of a fund', () => {
  it('the sum, the share of the goal, or nothing, as the couple chose: never the amount of a share or hidden fund', () => {
    expect(totalsForGuests(content, pledged)).toEqual([
      { giftRegistryId: 'shown', pledged: 1_234_567 },
      { giftRegistryId: 'share', percent: 61 },
    ])
  })

  it('the couple sees every fund’s exact sum and share', () => {
    expect(totalsForOwner(content, pledged)).toEqual([
      { giftRegistryId: 'shown', pledged: 1_234_567, percent: 61 },
      { giftRegistryId: 'share', pledged: 1_234_567, percent: 61 },
      { giftRegistryId: 'shareWithoutGoal', pledged: 1_234_567 },
      { giftRegistryId: 'hidden', pledged: 1_234_567, percent: 61 },
    ])
  })
})
