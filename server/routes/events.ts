import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CALENDAR_PATH, EVENT_CALENDAR_PREFIX } from '#domain/events/calendar-paths.ts'
import {
  type EventsResponse,
  eventInputSchema,
  eventOrderSchema,
  eventsResponseSchema,
  MAX_EVENTS_PER_SITE,
  type SiteEvent,
  siteEventSchema,
} from '#domain/events/event.ts'
import { calendarFile } from '#domain/events/ics.ts'
import {
  type InvitationsResponse,
  invitationsInputSchema,
  invitationsResponseSchema,
} from '#domain/events/invitations.ts'
import { publicSiteUrl } from '#domain/hosts.ts'
import { isStoredLegacy } from '#domain/legacy/stored.ts'
import { headerOf } from '#domain/modules/header.ts'
import { isInterfaceLanguage } from '#domain/site/languages.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import { slugify } from '#domain/site/slugs.ts'
import { errors } from '../http/errors.ts'
import { hostOf, trustedOrigin } from '../http/request-context.ts'
import { fileResponse, idParam, noContent, siteParams } from '../http/route-schemas.ts'
import { authorize, decide } from '../policies/authorize.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import { eventErrors, siteTimeZone } from '../services/events/events.service.ts'
import type { RouteContext } from './context.ts'
import { ownerChecks } from './owner-first.ts'

const eventParams = siteParams.extend({ eventId: idParam })
const noStore = { 'cache-control': 'private, no-store' }
const tags = ['events']
const DRESS_CODE = { sv: 'Klädkod', en: 'Dress code', da: 'Påklædning' } as const

/** The programme (issue 32): the owner's event calls, and the calendar files guests download. */
export function eventRoutes(fastify: FastifyInstance, { config, services, access }: RouteContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { events } = services
  const ownerFirst = ownerChecks(access).site('site.edit')
  const ownedSite = (request: FastifyRequest<{ Params: { siteId: string } }>) =>
    access.site(request, 'site.edit', request.params.siteId)
  const answer = async (site: SiteRow, list?: SiteEvent[]): Promise<EventsResponse> => ({
    events: list ?? (await events.list(site)),
    timeZone: siteTimeZone(site),
    languages: services.sites.content(site).availableLanguages.map((l) => l.languageCode),
    maxEvents: MAX_EVENTS_PER_SITE,
  })

  const listed = {
    ...ownerFirst,
    schema: {
      summary: "The site's programme, in order",
      tags,
      params: siteParams,
      response: { 200: eventsResponseSchema },
    },
  }
  app.get('/api/sites/:siteId/events', listed, async (request, reply) => {
    const site = await ownedSite(request)
    return reply.headers(noStore).send(await answer(site))
  })

  const add = {
    ...ownerFirst,
    schema: {
      summary: 'Add an event to the programme (at most 20)',
      tags,
      params: siteParams,
      body: eventInputSchema,
      response: { 201: siteEventSchema },
    },
  }
  app.post('/api/sites/:siteId/events', add, async (request, reply) => {
    const site = await ownedSite(request)
    return reply
      .status(201)
      .headers(noStore)
      .send(await events.add(site, request.body))
  })

  const order = {
    ...ownerFirst,
    schema: {
      summary: 'Put the events in a new order (every current id once)',
      tags,
      params: siteParams,
      body: eventOrderSchema,
      response: { 200: eventsResponseSchema },
    },
  }
  app.put('/api/sites/:siteId/events/order', order, async (request, reply) => {
    const site = await ownedSite(request)
    return reply.headers(noStore).send(await answer(site, await events.reorder(site, request.body.ids)))
  })

  // A static path: Fastify matches it before `/:eventId`, whatever order they are added in.
  const invite = {
    ...ownerFirst,
    schema: {
      summary: 'Invite households to exactly these events (eventIds null: to every event, now and later)',
      tags,
      params: siteParams,
      body: invitationsInputSchema,
      response: { 200: invitationsResponseSchema },
    },
  }
  app.put('/api/sites/:siteId/events/invitations', invite, async (request, reply) => {
    const site = await ownedSite(request)
    const { householdIds, eventIds } = request.body
    await events.setInvitations(site, householdIds, eventIds)
    const invited = await events.guestListInvitations(site)
    const body: InvitationsResponse = {
      households: [...new Set(householdIds)].map((id) => ({ _id: id, events: invited(id) })),
    }
    return reply.headers(noStore).send(body)
  })

  const change = {
    ...ownerFirst,
    schema: {
      summary: 'Change an event',
      tags,
      params: eventParams,
      body: eventInputSchema,
      response: { 200: siteEventSchema },
    },
  }
  app.put('/api/sites/:siteId/events/:eventId', change, async (request, reply) => {
    const site = await ownedSite(request)
    return reply.headers(noStore).send(await events.change(site, request.params.eventId, request.body))
  })

  const remove = {
    ...ownerFirst,
    schema: {
      summary: 'Delete an event (kept for the export of its answers)',
      tags,
      params: eventParams,
      response: { 204: noContent },
    },
  }
  app.delete('/api/sites/:siteId/events/:eventId', remove, async (request, reply) => {
    const site = await ownedSite(request)
    await events.delete(site, request.params.eventId)
    return reply.status(204).send()
  })

  // The calendar files, on the site's own host like its page: a protected site's only after its password.
  const calendarQuery = z.object({
    lang: z.string().max(20).optional(),
    inbjudan: z.string().max(100).optional(),
  })
  const calendar = async (
    request: FastifyRequest,
    query: { lang?: string | undefined; inbjudan?: string | undefined },
    eventId?: string,
  ) => {
    const resolved = hostOf(request, config)
    if (resolved.mode === 'EDIT' || !resolved.host) throw errors.notFound()
    const row = await services.sites.findByHost(resolved.host)
    const verdict = decide(access.visitorOf(request), 'site.viewPublic', row)
    if (!row || verdict === 'notFound' || isStoredLegacy(row.content)) throw errors.notFound()
    authorize(access.visitorOf(request), 'site.viewPublic', row)
    const content = services.sites.content(row)
    const languages = content.availableLanguages.map((l) => l.languageCode)
    const language = query.lang && languages.includes(query.lang) ? query.lang : (languages[0] ?? 'sv')
    // What the page shows the same guest: a personal link's household its events, others the open ones.
    const all = (await events.forGuests(row, query.inbjudan ?? null)).filter((e) => e.start !== null)
    const chosen = eventId === undefined ? all : all.filter((e) => e.id === eventId)
    if (eventId !== undefined && chosen.length === 0) throw eventErrors.notFound()
    const names = lookupText(headerOf(content.siteModules)?.title, language).trim()
    const text = calendarFile({
      uidDomain: resolved.brand.mainDomain,
      siteId: row.id,
      calendarName: names || row.host || resolved.host,
      language,
      timeZone: siteTimeZone(row),
      url: row.host ? publicSiteUrl(row.host, trustedOrigin(request, config)) : null,
      labels: { dressCode: DRESS_CODE[isInterfaceLanguage(language) ? language : 'en'] },
      now: new Date(),
      events: chosen,
    })
    const one = chosen[0]
    const name =
      eventId === undefined || !one ? 'kalender' : slugify(lookupText(one.title, language)) || 'kalender'
    return { text, filename: `${name}.ics`, cacheControl: row.password ? 'private, no-cache' : 'no-cache' }
  }
  const calendarResponse = { 200: fileResponse('text/calendar', 'An RFC 5545 calendar') }
  const sendCalendar = (
    reply: import('fastify').FastifyReply,
    file: { text: string; filename: string; cacheControl: string },
  ) =>
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', file.cacheControl)
      .send(file.text)

  app.get(
    CALENDAR_PATH,
    {
      schema: {
        summary: "Every event of the site's programme as a calendar file",
        tags,
        querystring: calendarQuery,
        response: calendarResponse,
      },
    },
    async (request, reply) => sendCalendar(reply, await calendar(request, request.query)),
  )
  app.get(
    `${EVENT_CALENDAR_PREFIX}:eventId`,
    {
      schema: {
        summary: 'One event of the programme as a calendar file (/kalender/{eventId}.ics)',
        tags,
        params: z.object({ eventId: z.string().regex(/^[A-Za-z0-9_-]{1,100}\.ics$/) }),
        querystring: calendarQuery,
        response: calendarResponse,
      },
    },
    async (request, reply) =>
      sendCalendar(
        reply,
        await calendar(request, request.query, request.params.eventId.replace(/\.ics$/, '')),
      ),
  )
}
