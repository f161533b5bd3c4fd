import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { escapeHtml } from '#domain/escape-html.ts'
import { publicSiteUrl } from '#domain/hosts.ts'
import {
  type Household,
  type HouseholdsResponse,
  householdInputSchema,
  householdSettingsSchema,
  INVITE_CODE_PATTERN,
  type Invitation,
} from '#domain/households/household.ts'
import { type ImportPreview, parseImportRows } from '#domain/households/import-rows.ts'
import { REMINDER_LANGUAGES, reminderSchema } from '#domain/households/messages.ts'
import { AppError } from '../http/errors.ts'
import { trustedOrigin } from '../http/request-context.ts'
import { parse } from '../http/validate.ts'
import { presentHousehold } from '../presenters/household.presenter.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import { householdErrors } from '../services/households/households.service.ts'
import { householdsXlsx, importErrors, readSheetRows } from '../services/households/households-xlsx.ts'
import type { RouteContext } from './context.ts'

const id = z.string().min(1).max(100)
const siteParams = z.object({ siteId: id })
const householdParams = z.object({ siteId: id, householdId: id })
const codeParams = z.object({ code: z.string().regex(INVITE_CODE_PATTERN) })
const langQuery = z.object({ lang: z.enum(REMINDER_LANGUAGES).catch('sv') })
const noStore = { 'cache-control': 'private, no-store' }
const IMPORT_MAX_BYTES = 5 * 1024 * 1024

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
  app: FastifyInstance,
  { config, services, access, limits }: RouteContext,
): void {
  const { households, householdReminders } = services
  const ownedSite = async (request: FastifyRequest) =>
    access.site(request, 'site.edit', parse(siteParams, request.params).siteId)
  const siteUrl = (request: FastifyRequest, site: SiteRow) =>
    site.host ? publicSiteUrl(site.host, trustedOrigin(request, config)) : null
  const list = async (request: FastifyRequest, site: SiteRow): Promise<Household[]> =>
    (await households.list(site)).map((h) => presentHousehold(h, siteUrl(request, site)))
  const one = async (request: FastifyRequest, site: SiteRow, householdId: string): Promise<Household> =>
    presentHousehold(await households.one(site, householdId), siteUrl(request, site))

  app.get('/api/sites/:siteId/households', async (request, reply) => {
    const site = await ownedSite(request)
    const body: HouseholdsResponse = {
      households: await list(request, site),
      requireCode: await households.requireCode(site),
      reminderLanguages: households.reminderLanguages(site),
    }
    return reply.headers(noStore).send(body)
  })

  app.post('/api/sites/:siteId/households', async (request, reply) => {
    const site = await ownedSite(request)
    const input = parse(householdInputSchema, request.body)
    const [row] = await households.create(site, [input])
    return reply
      .status(201)
      .headers(noStore)
      .send(await one(request, site, row?.id ?? ''))
  })

  app.put('/api/sites/:siteId/households/:householdId', async (request, reply) => {
    const site = await ownedSite(request)
    const { householdId } = parse(householdParams, request.params)
    await households.update(site, householdId, parse(householdInputSchema, request.body))
    return reply.headers(noStore).send(await one(request, site, householdId))
  })

  app.delete('/api/sites/:siteId/households/:householdId', async (request, reply) => {
    const site = await ownedSite(request)
    await households.delete(site, parse(householdParams, request.params).householdId)
    return reply.status(204).send()
  })

  app.put('/api/sites/:siteId/households-settings', async (request, reply) => {
    const site = await ownedSite(request)
    const { requireCode } = parse(householdSettingsSchema, request.body)
    await households.setRequireCode(site, requireCode)
    return reply.headers(noStore).send({ requireCode })
  })

  // Multipart with `file`; without `confirm=true` it only previews, so nothing is stored until the
  // couple has seen the rows that could not be read and sends the same file again with confirm.
  app.post('/api/sites/:siteId/households/import', async (request, reply) => {
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
    const preview = parseImportRows(await readSheetRows(data))
    const answer = await households.import(site, preview, confirm)
    return reply.headers(noStore).send(answer satisfies ImportResponse)
  })

  app.get('/api/sites/:siteId/households/export', async (request, reply) => {
    const site = await ownedSite(request)
    const file = await householdsXlsx(await list(request, site))
    return reply
      .headers(noStore)
      .header('content-disposition', 'attachment; filename="gaster.xlsx"')
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .send(file)
  })

  app.post('/api/sites/:siteId/households/clear-contact-data', async (request, reply) => {
    const site = await ownedSite(request)
    await households.clearContactData(site)
    return reply.status(204).send()
  })

  app.post('/api/sites/:siteId/households/reminders', async (request, reply) => {
    const site = await ownedSite(request)
    const input = parse(reminderSchema, request.body)
    const origin = trustedOrigin(request, config)
    const sent = await householdReminders.send(
      site,
      input,
      await list(request, site),
      (code) => `${origin}/api/households/unsubscribe/${code}?lang=${input.language}`,
    )
    return reply.status(201).headers(noStore).send(sent)
  })

  app.get('/api/sites/:siteId/households/reminders', async (request, reply) => {
    const site = await ownedSite(request)
    return reply.headers(noStore).send({ sends: await householdReminders.log(site) })
  })

  // The household a personal link names, for the guest page's greeting and prefilled RSVP: its
  // name, its members' names, how many it may bring and its answers (the link is the household's
  // own); nothing of contact details or other households.
  const invitationParams = siteParams.extend({ code: z.string().regex(INVITE_CODE_PATTERN) })
  app.get(
    '/api/sites/:siteId/invitations/:code',
    { config: { rateLimit: limits.guestSubmit } },
    async (request, reply) => {
      const { siteId, code } = parse(invitationParams, request.params)
      const site = await access.site(request, 'guest.answer', siteId)
      const household = await households.byCode(site.id, code)
      if (!household) throw householdErrors.notFound()
      const body: Invitation = await households.invitation(household)
      return reply.headers(noStore).send(body)
    },
  )

  // The unsubscribe link of a reminder: the GET only asks (mail scanners follow links), the POST
  // of its button marks the household. A wrong code is answered like a right one.
  app.get('/api/households/unsubscribe/:code', async (request, reply) => {
    parse(codeParams, request.params)
    const { lang } = parse(langQuery, request.query)
    return reply.headers(noStore).type('text/html; charset=utf-8').send(unsubscribePage(lang, false))
  })

  // The page's button posts an HTML form (urlencoded, empty); only this route takes that format.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    )
    scope.post('/api/households/unsubscribe/:code', async (request, reply) => {
      const { code } = parse(codeParams, request.params)
      const { lang } = parse(langQuery, request.query)
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
