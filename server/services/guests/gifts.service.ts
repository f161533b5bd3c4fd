import { isGiftRegistry } from '#domain/modules/gift-registry.ts'
import type { SiteContent } from '#domain/site/schema.ts'
import { type Cache, createCache } from '../../cache/cache.ts'
import { type Invalidation, memoryInvalidation } from '../../cache/invalidation.ts'
import type { GiftReservationsTable } from '../../db/schema.ts'
import { AppError } from '../../http/errors.ts'
import type { SiteLimit } from '../../http/site-limit.ts'
import type {
  GiftReservationsRepository,
  ReservationTotal,
} from '../../repositories/gift-reservations.repository.ts'
import type { PostKeysRepository } from '../../repositories/post-keys.repository.ts'
import type { SiteRow } from '../../repositories/sites.repository.ts'
import type { UnitOfWork } from '../../repositories/unit-of-work.ts'
import type { HouseholdsService } from '../households/households.service.ts'
import { type Clock, newId } from '../ids.ts'
import { giftPasswordLookup, hashGiftPassword, verifyGiftPassword } from './gift-password.ts'

const noSuchGift = () =>
  new AppError(404, {
    sv: 'Presenten finns inte längre i önskelistan. Ladda om sidan.',
    en: 'The gift is no longer in the registry. Reload the page.',
    da: 'Gaven findes ikke længere på ønskelisten. Genindlæs siden.',
  })

const notReservable = () =>
  new AppError(400, {
    sv: 'Den här presenten går inte att reservera.',
    en: 'This gift cannot be reserved.',
    da: 'Denne gave kan ikke reserveres.',
  })

const notEnoughLeft = (left: number) =>
  new AppError(409, {
    sv:
      left > 0
        ? `Bara ${left} kvar att reservera. Ladda om sidan för att se läget.`
        : 'Presenten är redan reserverad.',
    en:
      left > 0
        ? `Only ${left} left to reserve. Reload the page to see the current state.`
        : 'The gift is already reserved.',
    da:
      left > 0
        ? `Kun ${left} tilbage at reservere. Genindlæs siden for at se status.`
        : 'Gaven er allerede reserveret.',
  })

const wrongPassword = () =>
  new AppError(403, {
    sv: 'Fel lösenord. Använd lösenordet du valde när du reserverade.',
    en: 'Wrong password. Use the password you chose when you reserved.',
    da: 'Forkert adgangskode. Brug den adgangskode, du valgte, da du reserverede.',
  })

const tooManyToCancel = (max: number) =>
  new AppError(409, {
    sv: `Du kan ta bort högst ${max} med det lösenordet.`,
    en: `You can remove at most ${max} with that password.`,
    da: `Du kan højst fjerne ${max} med den adgangskode.`,
  })

/** Reservations and cancels on one site from every address together: the bound on its hashing. */
export const tooManyOnSite = () =>
  new AppError(429, {
    sv: 'Många reserverar presenter på den här sidan just nu. Vänta en minut och försök igen.',
    en: 'Many people are reserving gifts on this site right now. Wait a minute and try again.',
    da: 'Mange reserverer gaver på denne side lige nu. Vent et minut og prøv igen.',
  })

const TOTALS_CACHE_MS = 2_000

/** Gift reservations: serialised per site, so an item is never reserved more times than wanted. */
export class GiftsService {
  constructor(
    private readonly reservations: GiftReservationsRepository,
    private readonly work: UnitOfWork,
    private readonly clock: Clock,
    private readonly secret: string,
    private readonly households: Pick<HouseholdsService, 'byCode'>,
    private readonly invalidation: Invalidation = memoryInvalidation(),
    /** Counts every reservation and cancel of a site before its password is hashed (429 past it). */
    private readonly siteLimit: SiteLimit = async () => {},
  ) {
    this.totalsCache = createCache({
      max: 10_000,
      ttlMs: TOTALS_CACHE_MS,
      invalidation: { bus: invalidation, topic: 'gift-totals' },
      stats: 'gift-totals',
    })
  }

  private readonly totalsCache: Cache<string, ReservationTotal[]>

  totals(siteId: string): Promise<ReservationTotal[]> {
    return this.reservations.totals(siteId)
  }

  /** Every reservation of the site with who made it, for its couple only; oldest first. */
  list(siteId: string): Promise<GiftReservationsTable[]> {
    return this.reservations.list(siteId)
  }

  /**
   * Totals for page views, kept: reservations through any instance are seen at once (their
   * invalidation is published to all, server/cache); without Redis those through another instance
   * within TOTALS_CACHE_MS. Reserving itself always reads the table.
   */
  async totalsForPage(siteId: string): Promise<ReservationTotal[]> {
    const cached = this.totalsCache.get(siteId)
    if (cached) return cached
    const totals = await this.reservations.totals(siteId)
    this.totalsCache.set(siteId, totals)
    return totals
  }

  /**
   * `postKeyId`: the key of a post without a script (issue 21), marked used in the reservation's
   * own transaction. A key used before means this very post was stored already (a double tap, a
   * reload): nothing changes and the totals are answered as if it went through now.
   */
  async reserve(
    site: SiteRow,
    content: SiteContent,
    ids: { moduleId: string; itemId: string },
    input: { quantity: number; password: string; inviteCode?: string | undefined; name?: string | undefined },
    postKeyId?: string,
  ): Promise<ReservationTotal[]> {
    const item = findItem(content, ids)
    if (!item.reservable) throw notReservable()
    await this.siteLimit(site.id)
    const passwordHash = await hashGiftPassword(input.password)
    // A code no household of the site has names no one: the gift is reserved as without a link.
    const household = input.inviteCode ? await this.households.byCode(site.id, input.inviteCode) : undefined
    const giverName = input.name?.trim() || household?.name || null
    return this.changing(site.id, () =>
      this.work.withSiteLock(site.id, async ({ giftReservations: repo, postKeys }) => {
        if (await this.spent(postKeys, postKeyId)) return repo.totals(site.id)
        const reserved = sum(await repo.forItem(site.id, item.id))
        const left = (item.quantity ?? 1) - reserved
        if (input.quantity > left) throw notEnoughLeft(Math.max(0, left))
        await repo.insert({
          id: newId(),
          site_id: site.id,
          module_id: ids.moduleId,
          item_id: item.id,
          quantity: input.quantity,
          password_hash: passwordHash,
          password_lookup: giftPasswordLookup(this.secret, site.id, item.id, input.password),
          created_at: this.clock().toISOString(),
          household_id: household?.id ?? null,
          giver_name: giverName,
        })
        return repo.totals(site.id)
      }),
    )
  }

  /** `postKeyId` as for reserve: a post stored before changes nothing the second time. */
  async cancel(
    site: SiteRow,
    content: SiteContent,
    ids: { moduleId: string; itemId: string },
    input: { quantity: number; password: string },
    postKeyId?: string,
  ): Promise<ReservationTotal[]> {
    const item = findItem(content, ids)
    await this.siteLimit(site.id)
    // Passwords are checked before the site lock, and only on the rows the lookup digest names:
    // scrypt over every reservation inside the lock let one wrong password stall the process.
    const lookup = giftPasswordLookup(this.secret, site.id, item.id, input.password)
    const mineIds: string[] = []
    for (const r of await this.reservations.candidates(site.id, item.id, lookup)) {
      if (await verifyGiftPassword(r.password_hash, input.password)) mineIds.push(r.id)
    }
    // A repeated post finds its reservations gone; its used key, under the lock, tells it apart.
    if (!mineIds.length && postKeyId === undefined) throw wrongPassword()
    return this.changing(site.id, () =>
      this.work.withSiteLock(site.id, async ({ giftReservations: repo, postKeys }) => {
        if (await this.spent(postKeys, postKeyId)) return repo.totals(site.id)
        // Read again under the lock: a parallel cancel may have taken some of them since.
        const mine = await repo.byIds(site.id, mineIds)
        if (!mine.length) throw wrongPassword()
        const mineTotal = sum(mine)
        if (input.quantity > mineTotal) throw tooManyToCancel(mineTotal)
        let toRemove = input.quantity
        for (const r of mine.reverse()) {
          if (toRemove === 0) break
          const take = Math.min(r.quantity, toRemove)
          await repo.setQuantity(r.id, r.quantity - take)
          toRemove -= take
        }
        return repo.totals(site.id)
      }),
    )
  }

  /** Marks a post's key used in the change's transaction (rolled back with it); true when it was used before. */
  private async spent(postKeys: PostKeysRepository, postKeyId: string | undefined): Promise<boolean> {
    return postKeyId !== undefined && !(await postKeys.markUsed(postKeyId, this.clock().toISOString()))
  }

  private async changing<T>(siteId: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } finally {
      this.invalidation.publish('gift-totals', siteId)
    }
  }
}

function sum(rows: { quantity: number }[]): number {
  return rows.reduce((n, r) => n + r.quantity, 0)
}

function findItem(content: SiteContent, ids: { moduleId: string; itemId: string }) {
  const module = content.siteModules.find((m) => m.id === ids.moduleId)
  if (!module || module.hide || !isGiftRegistry(module)) throw noSuchGift()
  const item = module.giftRegistry.find((i) => i.id === ids.itemId)
  if (!item) throw noSuchGift()
  return item
}
