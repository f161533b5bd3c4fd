import type { Brand, Market } from '#domain/brands.ts'
import { addMonths } from '#domain/calendar.ts'
import { toSiteHost } from '#domain/hosts.ts'
import type { SiteContent, WizardData } from '#domain/site/schema.ts'
import { type Cache, createCache } from '../../cache/cache.ts'
import { type Invalidation, memoryInvalidation } from '../../cache/invalidation.ts'
import { AppError, errors } from '../../http/errors.ts'
import { siteContent } from '../../repositories/site-content.ts'
import {
  HostTakenError,
  type SiteRow,
  type SitesRepository,
  StaleRevisionError,
} from '../../repositories/sites.repository.ts'
import type { UnitOfWork } from '../../repositories/unit-of-work.ts'
import { AnsweringSites } from '../guests/answering-sites.ts'
import { type Clock, newId } from '../ids.ts'
import { storableSiteText } from './storable-site.ts'

const staleSave = () =>
  new AppError(409, {
    sv: 'Sidan har ändrats någon annanstans sedan du öppnade den. Ladda om sidan och gör om dina senaste ändringar.',
    en: 'The site was changed elsewhere after you opened it. Reload the page and make your latest changes again.',
    da: 'Siden er blevet ændret et andet sted, efter du åbnede den. Genindlæs siden og lav dine seneste ændringer igen.',
  })

const hostTaken = (host: string) =>
  new AppError(409, {
    sv: `Adressen ${host} används redan av en annan sida.`,
    en: `The address ${host} is already used by another site.`,
    da: `Adressen ${host} bruges allerede af en anden side.`,
  })

const badHost = (host: string) =>
  new AppError(400, {
    sv: `Ogiltig adress: ${host}`,
    en: `Invalid address: ${host}`,
    da: `Ugyldig adresse: ${host}`,
  })

const HOST_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

export interface NewSite {
  content: SiteContent
  wizardData?: WizardData | null
  brand: Brand
  market: Market
  accountId: string | null
}

const HOST_CACHE_MS = 2_000

/** Told of every site document before it is written, so the quick-start images it uses are kept. */
export interface ReferencedImages {
  keepReferenced(siteId: string, siteModules: unknown): Promise<void>
}

export class SitesService {
  private readonly hostCache: Cache<string, { row: SiteRow | undefined }>
  private readonly answering: AnsweringSites

  constructor(
    private readonly sites: SitesRepository,
    private readonly clock: Clock,
    private readonly units: UnitOfWork,
    private readonly images?: ReferencedImages,
    private readonly invalidation: Invalidation = memoryInvalidation(),
  ) {
    this.hostCache = createCache({
      max: 10_000,
      ttlMs: HOST_CACHE_MS,
      invalidation: { bus: invalidation, topic: 'site-host' },
      stats: 'site-host',
    })
    this.answering = new AnsweringSites((id) => this.sites.findById(id), invalidation)
  }

  async create(
    input: NewSite & { host?: string | null; active?: boolean; months?: number },
  ): Promise<SiteRow> {
    const now = this.clock()
    const { revision: _ignored, ...content } = input.content
    const id = newId()
    const text = storableSiteText(content)
    // Before the write: should the write fail, an image kept too long costs less than a lost one.
    await this.images?.keepReferenced(id, content.siteModules)
    const row: SiteRow = {
      id,
      account_id: input.accountId,
      host: input.host ?? null,
      brand: input.brand,
      market: input.market,
      active: input.active ? 1 : 0,
      active_date: input.active ? now.toISOString() : null,
      active_expire_date: input.active ? addMonths(now, input.months ?? 12).toISOString() : null,
      password: null,
      meta_noindex: 0,
      quick_start: 0,
      revision: 1,
      content: text,
      wizard_data: input.wizardData ? JSON.stringify(input.wizardData) : null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    }
    await this.sites.insert(row)
    this.forgetHost(row.host)
    return row
  }

  /**
   * Writes an owner's save. The caller has checked that the account may edit the site; the
   * revision the editor loaded must still be the site's, or the save is refused as stale.
   */
  async updateContent(site: SiteRow, accountId: string | null, content: SiteContent): Promise<SiteRow> {
    if (content.revision !== undefined && content.revision !== site.revision) throw staleSave()
    const { revision: _r, ...rest } = content
    const text = storableSiteText(rest)
    await this.images?.keepReferenced(site.id, JSON.parse(text).siteModules)
    return this.write(site, { content: text }, accountId)
  }

  setPassword(site: SiteRow, accountId: string | null, password: string): Promise<SiteRow> {
    const trimmed = password.trim()
    return this.writeOnLatest(site, { password: trimmed === '' ? null : trimmed }, accountId)
  }

  setMetaNoindex(site: SiteRow, accountId: string | null, metaNoindex: boolean): Promise<SiteRow> {
    return this.writeOnLatest(site, { meta_noindex: metaNoindex ? 1 : 0 }, accountId)
  }

  /** Operator action (admin command line): publishes a site on a host for a number of months. */
  async activate(id: string, rawHost: string, months: number): Promise<SiteRow> {
    const site = await this.sites.findById(id)
    if (!site) throw errors.siteNotFound()
    const host = toSiteHost(rawHost.trim().toLowerCase()).host
    if (!host || !HOST_PATTERN.test(host)) throw badHost(rawHost)
    // A custom domain another site has proven is that site's (sites.host is unique by itself).
    if (await this.sites.siteIdHolding(host, id)) throw hostTaken(host)
    const now = this.clock()
    return this.write(
      site,
      {
        host,
        active: 1,
        active_date: site.active_date ?? now.toISOString(),
        active_expire_date: addMonths(now, months).toISOString(),
      },
      null,
    )
  }

  findById(id: string): Promise<SiteRow | undefined> {
    return this.sites.findById(id)
  }

  /** The site a guest answers on: kept between answers, forgotten on every instance when it changes. */
  findForAnswer(id: string): Promise<SiteRow | undefined> {
    return this.answering.find(id)
  }

  /**
   * The site on a host, for guests. Every page view needs it, so it is kept: writes through any
   * instance or the admin command line are seen at once (their invalidation is published to all,
   * server/cache); without Redis, those of other processes within HOST_CACHE_MS.
   */
  async findByHost(host: string): Promise<SiteRow | undefined> {
    const cached = this.hostCache.get(host)
    if (cached) return cached.row
    const row = await this.sites.findByHost(host)
    this.hostCache.set(host, { row })
    return row
  }

  /** Forgets a host's cached site, in every instance, after a change (a payment's fulfilment). */
  forgetHost(host: string | null | undefined): void {
    if (host) this.invalidation.publish('site-host', host)
  }

  content(row: SiteRow): SiteContent {
    return siteContent(row)
  }

  private forgetHosts(site: SiteRow, change: Partial<SiteRow>): void {
    this.forgetHost(site.host)
    if (change.host !== site.host) this.forgetHost(change.host)
  }

  /**
   * Settings carry no revision, so a content save that landed since `site` was read is no conflict:
   * the change goes on top of the row as it is now, read and written under the site's lock.
   */
  private async writeOnLatest(
    site: SiteRow,
    change: Partial<SiteRow>,
    accountId: string | null,
  ): Promise<SiteRow> {
    try {
      return await this.units.withSiteLock(site.id, async (repos) => {
        const latest = await repos.sites.findById(site.id)
        if (!latest) throw errors.siteNotFound()
        return repos.sites.update(
          site.id,
          latest.revision,
          { ...change, updated_at: this.clock().toISOString() },
          accountId,
        )
      })
    } finally {
      this.forgetHosts(site, change)
    }
  }

  private async write(site: SiteRow, change: Partial<SiteRow>, accountId: string | null): Promise<SiteRow> {
    try {
      return await this.sites.update(
        site.id,
        site.revision,
        { ...change, updated_at: this.clock().toISOString() },
        accountId,
      )
    } catch (err) {
      if (err instanceof StaleRevisionError) throw staleSave()
      if (err instanceof HostTakenError) throw hostTaken(change.host ?? '')
      throw err
    } finally {
      // After the write, so a page view during it cannot put the old row back.
      this.forgetHosts(site, change)
    }
  }
}
