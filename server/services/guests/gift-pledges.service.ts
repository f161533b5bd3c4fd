import type { GiftFundTotal, GiftPledge } from '#domain/forms/submissions.ts'
import { type GiftRegistryModule, isGiftRegistry } from '#domain/modules/gift-registry.ts'
import type { GiftFund } from '#domain/modules/gift-registry-fund.ts'
import { pledgedPercent } from '#domain/modules/gift-registry-fund.ts'
import type { SiteContent } from '#domain/site/schema.ts'
import { type Cache, createCache } from '../../cache/cache.ts'
import { type Invalidation, memoryInvalidation } from '../../cache/invalidation.ts'
import type { GiftPledgesTable } from '../../db/schema.ts'
import { AppError } from '../../http/errors.ts'
import type { GiftPledgesRepository, PledgeTotal } from '../../repositories/gift-pledges.repository.ts'
import type { SiteRow } from '../../repositories/sites.repository.ts'
import type { UnitOfWork } from '../../repositories/unit-of-work.ts'
import type { HouseholdsService } from '../households/households.service.ts'
import { type Clock, newId } from '../ids.ts'
import type { PostKeysService } from './post-keys.service.ts'

const noSuchFund = () =>
  new AppError(404, {
    sv: 'Insamlingen finns inte längre i önskelistan. Ladda om sidan.',
    en: 'The fund is no longer in the registry. Reload the page.',
    da: 'Indsamlingen findes ikke længere på ønskelisten. Genindlæs siden.',
  })

const noSuchPledge = () =>
  new AppError(404, {
    sv: 'Bidraget finns inte.',
    en: 'The contribution does not exist.',
    da: 'Bidraget findes ikke.',
  })

export interface FundOf {
  module: GiftRegistryModule
  item: GiftRegistryModule['giftRegistry'][number]
  fund: GiftFund
}

/** The visible funds of the page, in its order. */
export function fundsOf(content: SiteContent): FundOf[] {
  return content.siteModules.flatMap((module) =>
    !module.hide && isGiftRegistry(module)
      ? module.giftRegistry.flatMap((item) => (item.fund ? [{ module, item, fund: item.fund }] : []))
      : [],
  )
}

/**
 * The pledged sums as guests may see them: each fund's sum, or its share of the goal, or nothing,
 * as the couple chose. A share needs a goal; without one nothing is shown.
 */
export function totalsForGuests(content: SiteContent, totals: PledgeTotal[]): GiftFundTotal[] {
  const byItem = new Map(totals.map((t) => [t.itemId, t.pledged]))
  return fundsOf(content).flatMap(({ item, fund }): GiftFundTotal[] => {
    const pledged = byItem.get(item.id) ?? 0
    const display = fund.display ?? 'amount'
    if (display === 'amount') return [{ giftRegistryId: item.id, pledged }]
    if (display === 'percentage' && fund.goal) {
      return [{ giftRegistryId: item.id, percent: pledgedPercent(pledged, fund.goal) }]
    }
    return []
  })
}

/** Every fund's exact sum and share, for its couple. */
export function totalsForOwner(content: SiteContent, totals: PledgeTotal[]): GiftFundTotal[] {
  const byItem = new Map(totals.map((t) => [t.itemId, t.pledged]))
  return fundsOf(content).map(({ item, fund }) => {
    const pledged = byItem.get(item.id) ?? 0
    return {
      giftRegistryId: item.id,
      pledged,
      ...(fund.goal ? { percent: pledgedPercent(pledged, fund.goal) } : {}),
    }
  })
}

const TOTALS_CACHE_MS = 2_000

/**
 * What guests say they gave to the gift registry's funds (issue 35). The money went from their
 * Swish or MobilePay straight to the couple; a pledge only tells the couple, and the page, about
 * it. Stored as a guest answer is: a signed post key (a robot's post stores nothing and is told it
 * went through), spent in the pledge's own transaction, and one stored pledge per group whatever
 * the number of retries. The JSON call and the plain form post both come here.
 */
export class GiftPledgesService {
  private readonly totalsCache: Cache<string, PledgeTotal[]>

  constructor(
    private readonly pledges: GiftPledgesRepository,
    private readonly work: UnitOfWork,
    private readonly postKeys: PostKeysService,
    private readonly clock: Clock,
    private readonly households: Pick<HouseholdsService, 'byCode'>,
    private readonly invalidation: Invalidation = memoryInvalidation(),
  ) {
    this.totalsCache = createCache({
      max: 10_000,
      ttlMs: TOTALS_CACHE_MS,
      invalidation: { bus: invalidation, topic: 'gift-pledge-totals' },
      stats: 'gift-pledge-totals',
    })
  }

  totals(siteId: string): Promise<PledgeTotal[]> {
    return this.pledges.totals(siteId)
  }

  /** Totals for page views, kept briefly and dropped on every instance by a pledge (as gift totals are). */
  async totalsForPage(siteId: string): Promise<PledgeTotal[]> {
    const cached = this.totalsCache.get(siteId)
    if (cached) return cached
    const totals = await this.pledges.totals(siteId)
    this.totalsCache.set(siteId, totals)
    return totals
  }

  async pledge(
    site: SiteRow,
    content: SiteContent,
    ids: { moduleId: string; itemId: string },
    body: GiftPledge,
  ): Promise<{ invertedSuccess: boolean; giftFundTotals: GiftFundTotal[] }> {
    const found = findFund(content, ids)
    const answered = async (invertedSuccess: boolean) => ({
      invertedSuccess,
      giftFundTotals: totalsForGuests(content, await this.pledges.totals(site.id)),
    })
    const postKeyId = body.website ? undefined : this.postKeys.verify('pledge', site.id, body.postKey)
    if (postKeyId === undefined) return answered(true)
    const household = body.inviteCode ? await this.households.byCode(site.id, body.inviteCode) : undefined
    const row: GiftPledgesTable = {
      id: newId(),
      site_id: site.id,
      module_id: found.module.id,
      item_id: found.item.id,
      group_identifier: body.groupIdentifier,
      name: body.name,
      amount_ore: body.amount,
      greeting: body.greeting,
      language: body.language,
      household_id: household?.id ?? null,
      created_at: this.clock().toISOString(),
      received_at: null,
    }
    const stored = await this.work.transaction(async ({ giftPledges, postKeys }) => {
      // A key used before: the same post again (a double tap, a reload after a lost answer) when
      // its group is stored; otherwise a replayed key, which stores nothing.
      if (!(await postKeys.markUsed(postKeyId, row.created_at))) {
        return (await giftPledges.hasGroup(site.id, row.group_identifier)) ? 'repeat' : 'spent'
      }
      return (await giftPledges.insert(row)) ? 'stored' : 'repeat'
    })
    if (stored === 'stored') this.invalidation.publish('gift-pledge-totals', site.id)
    return answered(stored === 'spent')
  }

  /** Every pledge of the site for its couple, oldest first. */
  list(siteId: string): Promise<GiftPledgesTable[]> {
    return this.pledges.list(siteId)
  }

  /** The couple saw the money arrive (or takes that back). */
  async setReceived(siteId: string, pledgeId: string, received: boolean): Promise<void> {
    const at = received ? this.clock().toISOString() : null
    if (!(await this.pledges.setReceived(siteId, pledgeId, at))) throw noSuchPledge()
  }
}

/** A fund of the page: a visible gift registry's item with a fund. */
export function findFund(content: SiteContent, ids: { moduleId: string; itemId: string }): FundOf {
  const found = fundsOf(content).find((f) => f.module.id === ids.moduleId && f.item.id === ids.itemId)
  if (!found) throw noSuchFund()
  return found
}
