import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { escapeHtml } from '#domain/escape-html.ts'
import {
  type Household,
  type HouseholdsResponse,
  householdInputSchema,
  householdSchema,
  householdSettingsSchema,
  householdsResponseSchema,
  INVITE_CODE_PATTERN,
  type Invitation,
  invitationSchema,
  sendLogEntrySchema,
} from '#domain/households/household.ts'
import { type ImportPreview, parseImportRows } from '#domain/households/import-rows.ts'
import { REMINDER_LANGUAGES, reminderSchema } from '#domain/households/messages.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import { AppError } from '../http/errors.ts'
import { trustedOrigin } from '../http/request-context.ts'
import { fileResponse, idParam, noContent, siteParams } from '../http/route-schemas.ts'
import { presentHousehold } from '../presenters/household.presenter.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import { householdErrors } from '../services/households/households.service.ts'
import { householdsXlsx, importErrors, readSheetRows } from '../services/households/households-xlsx.ts'
import type { RouteContext } from './context.ts'
import { ownerChecks } from './owner-first.ts'

const householdParams = siteParams.extend({ householdId: idParam })
const codeParams = z.object({ code: z.string().regex(INVITE_CODE_PATTERN) })
const langQuery = z.object({ lang: z.enum(REMINDER_LANGUAGES).catch('sv') })
const noStore = { 'cache-control': 'private, no-store' }
const IMPORT_MAX_BYTES = 5 * 1024 * 1024
const tags = ['households']
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const html = (description: string) => ({ 200: fileResponse('text/html', description) })

const importResponseSchema = z.object({
  households: z.array(z.looseObject({ name: z.string() })),
  rejected: z.array(z.object({ row: z.number(), problem: z.string(), cells: z.array(z.string()) })),
  missingColumns: z.array(z.string()),
  duplicates: z.array(z.string()),
  stored: z.number(),
})

/**
 * What the import answers: the preview without the households already on the list (named in
 * `duplicates`), and how many households were stored (0 until confirmed).
 */
export interface ImportResponse extends ImportPreview {
  duplicates: string[]
  stored: number
}

/** The guest list calls (issue 22): the couple's households, import, export and reminders. */
export function householdRoutes(
  fastify: FastifyInstance,
  { config, services, access, limits }: RouteContext,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { households, householdReminders } = services
  const ownedSite = async (request: FastifyRequest<{ Params: { siteId: string } }>) =>
    access.site(request, 'guests.edit', request.params.siteId)
  const ownerFirst = ownerChecks(access).site('guests.edit')
  const owner = (summary: string, schema: object) => ({
    ...ownerFirst,
    schema: { summary, tags, params: siteParams, ...schema },
  })
  // Personal links lead to the site's main address: its own domain once proven and connected.
  const siteUrl = (request: FastifyRequest, site: SiteRow) =>
    services.hosts.mainUrl(site, trustedOrigin(request, config))
  const list = async (request: FastifyRequest, site: SiteRow): Promise<Household[]> => {
    const [listed, url, invited] = await Promise.all([
      households.list(site),
      siteUrl(request, site),
      services.events.guestListInvitations(site),
    ])
    return listed.map((h) => presentHousehold(h, url, invited(h.row.id)))
  }
  const one = async (request: FastifyRequest, site: SiteRow, householdId: string): Promise<Household> => {
    const [listed, url, invited] = await Promise.all([
      households.one(site, householdId),
      siteUrl(request, site),
      services.events.guestListInvitations(site),
    ])
    return presentHousehold(listed, url, invited(householdId))
  }

  const listed = owner("The site's guest list", { response: { 200: householdsResponseSchema } })
  app.get('/api/sites/:siteId/households', listed, async (request, reply) => {
    const site = await ownedSite(request)
    const body: HouseholdsResponse = {
      households: await list(request, site),
      requireCode: await households.requireCode(site),
      reminderLanguages: households.reminderLanguages(site),
    }
    return reply.headers(noStore).send(body)
  })

  const create = {
    ...ownerFirst,
    schema: {
      summary: 'Add a household',
      tags,
      params: siteParams,
      body: householdInputSchema,
      response: { 201: householdSchema },
    },
  }
  app.post('/api/sites/:siteId/households', create, async (request, reply) => {
    const site = await ownedSite(request)
    const input = request.body
    const [row] = await households.create(site, [input])
    return reply
      .status(201)
      .headers(noStore)
      .send(await one(request, site, row?.id ?? ''))
  })

  const update = {
    ...ownerFirst,
    schema: {
      summary: 'Change a household',
      tags,
      params: householdParams,
      body: householdInputSchema,
      response: { 200: householdSchema },
    },
  }
  app.put('/api/sites/:siteId/households/:householdId', update, async (request, reply) => {
    const site = await ownedSite(request)
    const { householdId } = request.params
    await households.update(site, householdId, request.body)
    return reply.headers(noStore).send(await one(request, site, householdId))
  })

  const remove = {
    ...ownerFirst,
    schema: { summary: 'Remove a household', tags, params: householdParams, response: { 204: noContent } },
  }
  app.delete('/api/sites/:siteId/households/:householdId', remove, async (request, reply) => {
    const site = await ownedSite(request)
    await households.delete(site, request.params.householdId)
    return reply.status(204).send()
  })

  const settings = {
    ...ownerFirst,
    schema: {
      summary: 'Whether an RSVP needs an invitation code',
      tags,
      params: siteParams,
      body: householdSettingsSchema,
      response: { 200: householdSettingsSchema },
    },
  }
  app.put('/api/sites/:siteId/households-settings', settings, async (request, reply) => {
    const site = await ownedSite(request)
    const { requireCode } = request.body
    await households.setRequireCode(site, requireCode)
    return reply.headers(noStore).send({ requireCode })
  })

  // Multipart with `file`; without `confirm=true` it only previews, so nothing is stored until the
  // couple has seen the rows that could not be read and sends the same file again with confirm.
  const importing = owner('Import a guest list (multipart `file`; stored only with confirm=true)', {
    response: { 200: importResponseSchema },
  })
  app.post('/api/sites/:siteId/households/import', importing, async (request, reply) => {
    const site = await ownedSite(request)
    if (!request.isMultipart()) throw importErrors.unreadable()
    let data: Buffer | undefined
    let confirm = false
    try {
      for await (const part of request.parts({
        limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 },
      })) {
        if (part.type === 'file') {
          if (part.fieldname === 'file' && !data) data = await part.toBuffer()
          else part.file.resume()
        } else if (part.fieldname === 'confirm') confirm = part.value === 'true'
      }
    } catch (err) {
      if (err instanceof AppError) throw err
      request.log.info({ err }, 'malformed guest list upload')
      throw importErrors.unreadable()
    }
    if (!data || data.length === 0) throw importErrors.unreadable()
    const programme = await services.events.list(site)
    // A column per event, headed by its title in any of the site's languages (issue 32).
    const importEvents = programme.map((e) => ({ id: e.id, names: Object.values(e.title) }))
    const preview = parseImportRows(await readSheetRows(data), programme.length > 1 ? importEvents : [])
    const { answer, created } = await households.import(site, preview, confirm)
    // Households chosen for the same events are invited in one call each.
    const byEvents = new Map<string, { ids: string[]; events: string[] }>()
    for (const { id, events } of created) {
      if (!events) continue
      const key = events.join(' ')
      byEvents.set(key, { ids: [...(byEvents.get(key)?.ids ?? []), id], events })
    }
    for (const { ids, events } of byEvents.values()) await services.events.setInvitations(site, ids, events)
    return reply.headers(noStore).send(answer satisfies ImportResponse)
  })

  const exporting = owner('The guest list as a spreadsheet', {
    response: { 200: fileResponse(XLSX, 'gaster.xlsx') },
  })
  app.get('/api/sites/:siteId/households/export', exporting, async (request, reply) => {
    const site = await ownedSite(request)
    const [listed, programme] = await Promise.all([list(request, site), services.events.list(site)])
    const language = services.sites.content(site).availableLanguages[0]?.languageCode ?? 'sv'
    // A column per event when there are several (issue 32); one event keeps the sheet as it was.
    const columns =
      programme.length > 1 ? programme.map((e) => ({ id: e.id, title: lookupText(e.title, language) })) : []
    const file = await householdsXlsx(listed, columns)
    return reply
      .headers(noStore)
      .header('content-disposition', 'attachment; filename="gaster.xlsx"')
      .type(XLSX)
      .send(file)
  })

  const clear = owner("Remove every household's mail addresses and phone numbers", {
    response: { 204: noContent },
  })
  app.post('/api/sites/:siteId/households/clear-contact-data', clear, async (request, reply) => {
    const site = await ownedSite(request)
    await households.clearContactData(site)
    return reply.status(204).send()
  })

  const remind = {
    ...ownerFirst,
    schema: {
      summary: 'Mail a reminder to the households of an audience',
      tags,
      params: siteParams,
      body: reminderSchema,
      response: { 201: z.object({ _id: z.string(), recipients: z.number() }) },
    },
  }
  app.post('/api/sites/:siteId/households/reminders', remind, async (request, reply) => {
    const site = await ownedSite(request)
    const input = request.body
    const origin = trustedOrigin(request, config)
    const sent = await householdReminders.send(
      site,
      input,
      await list(request, site),
      (code) => `${origin}/api/households/unsubscribe/${code}?lang=${input.language}`,
      await services.events.list(site),
      input.audience.kind === 'eventNotAnswered' ? await services.events.invitations(site) : undefined,
    )
    return reply.status(201).headers(noStore).send(sent)
  })

  const sends = owner('The reminders sent', {
    response: { 200: z.object({ sends: z.array(sendLogEntrySchema) }) },
  })
  app.get('/api/sites/:siteId/households/reminders', sends, async (request, reply) => {
    const site = await ownedSite(request)
    return reply.headers(noStore).send({ sends: await householdReminders.log(site) })
  })

  // The household a personal link names, for the guest page's greeting and prefilled RSVP: its
  // name, its members' names, how many it may bring and its answers (the link is the household's
  // own); nothing of contact details or other households.
  const invitationParams = siteParams.extend({ code: z.string().regex(INVITE_CODE_PATTERN) })
  app.get(
    '/api/sites/:siteId/invitations/:code',
    {
      config: { rateLimit: limits.guestSubmit },
      schema: {
        summary: 'The household a personal link names, for the guest page',
        // A guest's call: its code is judged before whoever asks.
        tags: [...tags, 'guests'],
        params: invitationParams,
        response: { 200: invitationSchema },
      },
    },
    async (request, reply) => {
      const { siteId, code } = request.params
      const site = await access.site(request, 'guest.answer', siteId)
      const household = await households.byCode(site.id, code)
      if (!household) throw householdErrors.notFound()
      const body: Invitation = await households.invitation(household)
      return reply.headers(noStore).send(body)
    },
  )

  // The unsubscribe link of a reminder: the GET only asks (mail scanners follow links), the POST
  // of its button marks the household. A wrong code is answered like a right one.
  const unsubscribe = (summary: string, page: string) => ({
    schema: { summary, tags, params: codeParams, querystring: langQuery, response: html(page) },
  })
  const asking = unsubscribe("A reminder's unsubscribe link: asks", 'The page with the button')
  app.get('/api/households/unsubscribe/:code', asking, async (request, reply) => {
    const { lang } = request.query
    return reply.headers(noStore).type('text/html; charset=utf-8').send(unsubscribePage(lang, false))
  })

  // The page's button posts an HTML form (urlencoded, empty); only this route takes that format.
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>()
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    )
    const done = unsubscribe('Unsubscribe the household of a reminder', 'The page saying it is done')
    scope.post('/api/households/unsubscribe/:code', done, async (request, reply) => {
      const { code } = request.params
      const { lang } = request.query
      await households.unsubscribe(code)
      return reply.headers(noStore).type('text/html; charset=utf-8').send(unsubscribePage(lang, true))
    })
  })
}

const UNSUBSCRIBE_TEXTS = {
  sv: {
    title: 'Avregistrera',
    ask: 'Vill ni sluta få mejl om inbjudan?',
    button: 'Avregistrera',
    done: 'Klart. Ni får inga fler mejl om inbjudan.',
  },
  en: {
    title: 'Unsubscribe',
    ask: 'Stop getting mails about the invitation?',
    button: 'Unsubscribe',
    done: 'Done. You will get no more mails about the invitation.',
  },
  da: {
    title: 'Afmeld',
    ask: 'Vil I holde op med at få mails om invitationen?',
    button: 'Afmeld',
    done: 'Færdig. I får ikke flere mails om invitationen.',
  },
} as const

function unsubscribePage(lang: (typeof REMINDER_LANGUAGES)[number], done: boolean): string {
  const t = UNSUBSCRIBE_TEXTS[lang]
  const content = done
    ? `<p role="status">${escapeHtml(t.done)}</p>`
    : `<p>${escapeHtml(t.ask)}</p><form method="post"><button type="submit">${escapeHtml(t.button)}</button></form>`
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title><style>body{font:18px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem}button{font:inherit;padding:.6rem 1.2rem}</style></head><body><h1>${escapeHtml(t.title)}</h1>${content}</body></html>`
}
