import { z } from 'zod'
import { siteHostProblem } from '#domain/addresses.ts'
import { type Brand, brandInfo, type Market } from '#domain/brands.ts'
import type { FormElement } from '#domain/forms/elements.ts'
import { toSiteHost } from '#domain/hosts.ts'
import { legacyToV2 } from '#domain/legacy/convert.ts'
import { firstProblem } from '#domain/legacy/schema.ts'
import { isStoredLegacy, readStoredLegacy, storeLegacySite } from '#domain/legacy/stored.ts'
import {
  type LegacyRsvpBody,
  type LegacyRsvpRecord,
  type LegacySpeechBody,
  legacyRsvpRecordSchema,
} from '#domain/legacy/submissions.ts'
import { type FormModule, isFormModule } from '#domain/modules/form.ts'
import { isGiftRegistry } from '#domain/modules/gift-registry.ts'
import { isLocation } from '#domain/modules/location.ts'
import type { SiteModule } from '#domain/modules/registry.ts'
import { isRsvp, type RsvpModule } from '#domain/modules/rsvp.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import type { SiteContent } from '#domain/site/schema.ts'
import type { FormSubmissionsTable, GiftReservationsTable, RsvpsTable } from '../db/schema.ts'
import { AppError, errors } from '../http/errors.ts'
import type { AccountsRepository } from '../repositories/accounts.repository.ts'
import type { GuestSubmissionsRepository } from '../repositories/guest-submissions.repository.ts'
import type { LegacyRepository } from '../repositories/legacy.repository.ts'
import {
  isUniqueViolation,
  type SiteRow,
  type SitesRepository,
  StaleRevisionError,
} from '../repositories/sites.repository.ts'
import { hostErrors } from '../services/addresses/hosts-errors.ts'
import type { GuestAnswer, GuestFormsService } from '../services/guests/guest-forms.service.ts'
import { type Clock, newId, sha256 } from '../services/ids.ts'
import type { MapsService } from '../services/media/maps.service.ts'
import type { SitesService } from '../services/sites/sites.service.ts'
import { acceptedOfRecord, legacyRecordOf, personAnswers, widenedForm } from './answers.ts'
import { checkLegacySite, invalidLegacySite, type LegacySaveBody } from './legacy-site.ts'

const notLegacy = () =>
  new AppError(409, {
    sv: 'Sidan är redan uppgraderad till den nya redigeraren.',
    en: 'The site has already been upgraded to the new editor.',
    da: 'Siden er allerede opgraderet til den nye editor.',
  })

export const needsUpgrade = () =>
  new AppError(409, {
    sv: 'Sidan är gjord i den äldre redigeraren. Uppgradera den innan du sparar i den nya.',
    en: 'The site was made in the older editor. Upgrade it before saving in the new one.',
    da: 'Siden er lavet i den ældre editor. Opgradér den, før du gemmer i den nye.',
  })

const noLegacyVersion = () =>
  new AppError(409, {
    sv: 'Det finns ingen tidigare version av sidan i den äldre redigeraren.',
    en: 'There is no earlier version of the site in the older editor.',
    da: 'Der er ingen tidligere version af siden i den ældre editor.',
  })

const staleSave = () =>
  new AppError(409, {
    sv: 'Sidan har ändrats någon annanstans sedan du öppnade den. Ladda om sidan och gör om dina senaste ändringar.',
    en: 'The site was changed elsewhere after you opened it. Reload the page and make your latest changes again.',
    da: 'Siden er blevet ændret et andet sted, efter du åbnede den. Genindlæs siden og lav dine seneste ændringer igen.',
  })

export interface LegacyImport {
  document: unknown
  rsvps?: unknown
  mail: string
  brand: Brand
  market: Market
  language: string
}

// Imported reservations were made without a password we know: they count, and nobody can cancel them.
const NO_PASSWORD = 'legacy-import$'
const NO_LOOKUP = '-'

/** Legacy sites: import, the owner's save and upgrade, and legacy guest answers through the V2 services. */
export class LegacyService {
  constructor(
    private readonly deps: {
      repo: LegacyRepository
      accounts: AccountsRepository
      sitesRepo: SitesRepository
      sites: SitesService
      submissions: GuestSubmissionsRepository
      guestForms: GuestFormsService
      maps: Pick<MapsService, 'save'>
      clock: Clock
    },
  ) {}

  isLegacy(row: SiteRow): boolean {
    return isStoredLegacy(row.content)
  }

  /** Stores a legacy site (and its answers) for an existing account; all checked before anything is written. */
  async importSite(input: LegacyImport): Promise<SiteRow> {
    const site = checkLegacySite(input.document, input.language)
    const records = z
      .array(legacyRsvpRecordSchema)
      .max(100_000)
      .safeParse(input.rsvps ?? [])
    if (!records.success) throw invalidLegacySite(`rsvps.${firstProblem(records.error)}`)
    const account = await this.deps.accounts.findByMail(input.mail.trim().toLowerCase())
    if (!account) {
      throw new AppError(404, {
        sv: `Det finns inget konto med e-postadressen ${input.mail}.`,
        en: `There is no account with the e-mail address ${input.mail}.`,
        da: `Der findes ingen konto med e-mailadressen ${input.mail}.`,
      })
    }
    const host = site.host ? importedHost(site.host, brandInfo(input.brand, input.market).mainDomain) : null
    // Served or not yet: a domain another site has proven is that site's.
    if (host && (await this.deps.sitesRepo.siteIdHolding(host))) throw hostTaken(host)
    const now = this.deps.clock().toISOString()
    const id = newId()
    const converted = legacyToV2(site, input.language)
    const row: SiteRow = {
      id,
      account_id: account.id,
      host,
      brand: input.brand,
      market: input.market,
      active: site.active ? 1 : 0,
      active_date: site.activeDate ?? (site.active ? now : null),
      active_expire_date: null,
      password: site.password?.trim() || null,
      meta_noindex: site.metaNoindex ? 1 : 0,
      quick_start: 0,
      revision: 1,
      content: storeLegacySite(site, input.language),
      wizard_data: null,
      created_at: now,
      updated_at: now,
    }
    const reservations = site.giftRegistryReservations.flatMap((r, i): GiftReservationsTable[] => {
      if (r.quantityReserved === 0) return []
      const module = converted.siteModules.find(
        (m) => isGiftRegistry(m) && m.giftRegistry.some((item) => item.id === r.giftRegistryId),
      )
      if (!module)
        throw invalidLegacySite(
          `giftRegistryReservations.${i}.giftRegistryId: ${r.giftRegistryId} finns inte`,
        )
      return [
        {
          id: newId(),
          site_id: id,
          module_id: module.id,
          item_id: r.giftRegistryId,
          quantity: r.quantityReserved,
          password_hash: NO_PASSWORD,
          password_lookup: NO_LOOKUP,
          created_at: row.active_date ?? now,
          household_id: null,
          giver_name: null,
        },
      ]
    })
    const taken = await this.deps.repo.takenAnswerIds(records.data.flatMap((r) => (r._id ? [r._id] : [])))
    const rsvps: RsvpsTable[] = []
    const formSubmissions: FormSubmissionsTable[] = []
    records.data.forEach((record, i) => {
      const module = answeredModule(converted.siteModules, record, i)
      const answerId = record._id && !taken.has(record._id) ? record._id : newId()
      taken.add(answerId)
      const common = {
        id: answerId,
        site_id: id,
        form_id: module.id,
        language: input.language,
        form_title: lookupText(module.title, input.language),
        form_elements: JSON.stringify(acceptedOfRecord(record, module.form.formElements, input.language)),
        created_at: record.registered?.date ?? now,
      }
      if (isRsvp(module)) rsvps.push({ ...common, group_identifier: `legacy-${answerId}`, guest_index: 0 })
      else formSubmissions.push({ ...common, group_identifier: `legacy-${answerId}` })
    })
    try {
      await this.deps.repo.insertImported({ site: row, reservations, rsvps, formSubmissions })
    } catch (err) {
      if (isUniqueViolation(err) && host) throw hostTaken(host)
      throw err
    }
    return row
  }

  /** The owner's save of a legacy site: checked, sanitised, written on the revision the editor loaded. */
  async save(row: SiteRow, accountId: string | null, body: LegacySaveBody): Promise<SiteRow> {
    if (!this.isLegacy(row)) throw notLegacy()
    if (body.revision !== undefined && body.revision !== row.revision) throw staleSave()
    const { site: current, language } = readStoredLegacy(row.content)
    const { revision: _r, ...change } = body
    const defined = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined))
    const site = checkLegacySite({ ...current, ...defined }, language)
    return this.write(row, storeLegacySite(site, language), accountId)
  }

  /** Converts the site to V2; the legacy document stays in the version history. */
  async upgrade(row: SiteRow, accountId: string | null): Promise<SiteRow> {
    if (!this.isLegacy(row)) throw notLegacy()
    const { site, language } = readStoredLegacy(row.content)
    const content = legacyToV2(site, language)
    // The legacy page draws its maps on request; a V2 page shows a stored map image, drawn here once.
    const siteModules = await Promise.all(
      content.siteModules.map(async (m) => {
        if (!isLocation(m) || !m.map?.location.trim() || m.map.map) return m
        const { location, zoom, mapTheme: theme, markerColor } = m.map
        const map = await this.deps.maps.save(
          { kind: 'owner', site: row },
          { location, zoom, theme, markerColor },
        )
        return { ...m, map: { ...m.map, map } }
      }),
    )
    return this.deps.sites.updateContent(row, accountId, { ...content, siteModules, revision: row.revision })
  }

  /**
   * The V2 site the upgrade would make, not stored, for the owner to look at first. Its maps are
   * the legacy page's pictures: the upgrade draws and stores them only when it is done.
   */
  upgradePreview(row: SiteRow): Omit<SiteContent, 'revision'> {
    if (!this.isLegacy(row)) throw notLegacy()
    const { site, language } = readStoredLegacy(row.content)
    const content = legacyToV2(site, language)
    const siteModules = content.siteModules.map((m) => {
      if (!isLocation(m) || !m.map?.location.trim() || m.map.map) return m
      const { location, zoom, mapTheme, markerColor } = m.map
      const path = `/api/sites/${encodeURIComponent(row.id)}/maps/${encodeURIComponent(location)}/${zoom}/${mapTheme}/${markerColor.replace('#', '')}/`
      return { ...m, map: { ...m.map, map: { path, fileName: '', sizes: [], width: 420, height: 420 } } }
    })
    return { ...content, siteModules }
  }

  /** Back to the legacy document the site had before its upgrade. */
  async undoUpgrade(row: SiteRow, accountId: string | null): Promise<SiteRow> {
    if (this.isLegacy(row)) throw noLegacyVersion()
    const content = await this.deps.repo.latestVersionContent(row.id, isStoredLegacy)
    if (!content) throw noLegacyVersion()
    return this.write(row, content, accountId)
  }

  /** The site's RSVPs in the legacy shape (GET /api/rsvps/{siteId}). */
  async rsvps(row: SiteRow): Promise<LegacyRsvpRecord[]> {
    const language = this.deps.sites.content(row).availableLanguages[0]?.languageCode ?? 'sv'
    return (await this.deps.submissions.listRsvps(row.id)).map((r) => legacyRecordOf(r, language))
  }

  async deleteRsvp(row: SiteRow, rsvpId: string): Promise<void> {
    if (!(await this.deps.submissions.deleteRsvp(row.id, rsvpId))) throw errors.notFound()
  }

  /**
   * POST /api/rsvps/{siteId}/v3/: each person is one guest of a V4 answer to the converted Rsvp,
   * with the same rules (the guest forms service decides; a form not on the page is refused there).
   */
  submitRsvp(row: SiteRow, body: LegacyRsvpBody): Promise<GuestAnswer> {
    const content = this.deps.sites.content(row)
    const language = content.availableLanguages[0]?.languageCode ?? 'sv'
    const formId = body.source.slice('site-form-'.length)
    const found = content.siteModules.find((m) => m.id === formId)
    const module = found && isRsvp(found) ? found : undefined
    const people = body.persons.map((person) =>
      personAnswers(person, module?.form.formElements ?? [], language),
    )
    return this.deps.guestForms.answerRsvp(
      row,
      module ? withForm(content, module, widenedForm(people, module.form.formElements)) : content,
      {
        ...answerHead(body, formId, module, language, 'v3'),
        guests: people.map((person) => ({ formElements: person.submitted })),
        ...(body.inviteCode ? { inviteCode: body.inviteCode } : {}),
      },
    )
  }

  /** POST /api/speeches/{siteId}/v2: a form answer to the converted Speech2 module. */
  submitSpeech(row: SiteRow, body: LegacySpeechBody): Promise<GuestAnswer> {
    const content = this.deps.sites.content(row)
    const language = content.availableLanguages[0]?.languageCode ?? 'sv'
    const speechIds = this.isLegacy(row)
      ? readStoredLegacy(row.content).site.modules.flatMap((m) => (m.module === 'Speech2' ? [m.id] : []))
      : content.siteModules.filter(isFormModule).map((m) => m.id)
    const wanted = body.speech.source?.replace(/^site-form-/, '')
    // Without a source the call means the page's speech sign-up: the first one shown.
    const speeches = content.siteModules.filter((m) => speechIds.includes(m.id) && isFormModule(m))
    const found = wanted ? speeches.find((m) => m.id === wanted) : speeches.find((m) => !m.hide)
    const module = found && isFormModule(found) ? found : undefined
    const speaker = personAnswers(body.speech, module?.form.formElements ?? [], language)
    return this.deps.guestForms.answerForm(
      row,
      module ? withForm(content, module, widenedForm([speaker], module.form.formElements)) : content,
      {
        ...answerHead(body, module?.id ?? '', module, language, 'v2'),
        formElements: speaker.submitted,
      },
    )
  }

  private async write(row: SiteRow, content: string, accountId: string | null): Promise<SiteRow> {
    try {
      return await this.deps.sitesRepo.update(
        row.id,
        row.revision,
        { content, updated_at: this.deps.clock().toISOString() },
        accountId,
      )
    } catch (err) {
      if (err instanceof StaleRevisionError) throw staleSave()
      throw err
    } finally {
      this.deps.sites.forgetHost(row.host)
    }
  }
}

/**
 * The host of an imported site, by the rules of a purchase (a local *.localhost name stands for its
 * real one): what the operator's file says is no more trusted than what an owner types.
 */
function importedHost(raw: string, mainDomain: string): string {
  let name = raw.trim().toLowerCase().replace(/\.$/, '')
  if (name.startsWith('www.')) name = name.slice(4)
  const host = toSiteHost(name).host ?? name
  const problem = siteHostProblem(host, mainDomain)
  if (!problem) return host
  const { texts } = hostErrors.badSiteHost(host, problem)
  throw new AppError(400, {
    sv: `Den gamla sidans uppgifter är ogiltiga: host ${JSON.stringify(raw)}: ${texts.sv}`,
    en: `The legacy site is not valid: host ${JSON.stringify(raw)}: ${texts.en}`,
    da: `Den gamle sides oplysninger er ugyldige: host ${JSON.stringify(raw)}: ${texts.da}`,
  })
}

function hostTaken(host: string): AppError {
  return new AppError(409, {
    sv: `Adressen ${host} används redan av en annan sida.`,
    en: `The address ${host} is already used by another site.`,
    da: `Adressen ${host} bruges allerede af en anden side.`,
  })
}

type Answered = RsvpModule | FormModule

/**
 * What a legacy RSVP and a legacy speech send on alike. One key, one answer: a retry of the same
 * send is the same group, stored once; the call's version keeps the two calls' groups apart.
 */
function answerHead(
  body: Pick<LegacyRsvpBody, 'postKey' | 'groupIdentifier' | 'website'>,
  formId: string,
  module: Answered | undefined,
  language: string,
  version: 'v2' | 'v3',
) {
  return {
    postKey: body.postKey,
    formId,
    formTitle: module ? lookupText(module.title, language) : '',
    language,
    groupIdentifier: `${version}-${body.groupIdentifier ?? sha256(body.postKey).slice(0, 40)}`,
    ...(body.website ? { website: body.website } : {}),
  }
}

/**
 * The site as the guest services check one legacy answer against it: the answered module's form
 * widened by the answer's own fields. Only for that check; nothing of it is stored as the site.
 */
function withForm(content: SiteContent, module: Answered, form: FormElement[]): SiteContent {
  const widened = { ...module, form: { formElements: form } }
  return { ...content, siteModules: content.siteModules.map((m) => (m.id === module.id ? widened : m)) }
}

/** The module an imported answer belongs to: its source, else the site's first RSVP. */
function answeredModule(modules: readonly SiteModule[], record: LegacyRsvpRecord, i: number): Answered {
  const wanted = record.source?.replace(/^site-form-/, '')
  const module = wanted ? modules.find((m) => m.id === wanted) : modules.find(isRsvp)
  if (!module || !(isRsvp(module) || isFormModule(module))) {
    throw invalidLegacySite(`rsvps.${i}.source: ingen OSA- eller talmodul ${wanted ?? ''}`.trim())
  }
  return module
}
