import { z } from 'zod'
import { textSchema } from '../site/text.ts'
import { isRealDateTime, LOCAL_DATE_TIME } from './local-time.ts'

/** At most this many events a site may have (issue 32, item 7). */
export const MAX_EVENTS_PER_SITE = 20

/** The id of the event a site has before its owner stores any: made from the site's date and place. */
export const DEFAULT_EVENT_ID = 'main'

const localDateTime = z.string().regex(LOCAL_DATE_TIME, 'Ogiltig tid').refine(isRealDateTime, 'Ogiltig tid')

/** The place: its text and, as the Location module has it, an optional map search. */
export const eventPlaceSchema = z.object({
  name: z.string().trim().max(300).default(''),
  /** What the map searches for (an address); empty: no map link. */
  mapLocation: z.string().trim().max(300).default(''),
})

/** What the owner writes for an event (POST and PUT /api/sites/{siteId}/events). */
export const eventInputSchema = z
  .object({
    title: textSchema.refine(
      (t) => Object.values(t).some((v) => v.trim() !== ''),
      'Händelsen behöver en rubrik',
    ),
    start: localDateTime,
    end: localDateTime.nullish(),
    place: eventPlaceSchema.default({ name: '', mapLocation: '' }),
    dressCode: z.string().trim().max(200).default(''),
    note: z.string().trim().max(2000).default(''),
    /** Whether a guest without a personal code sees the event on the plain address. */
    openToAll: z.boolean().default(true),
  })
  .refine((e) => !e.end || e.end > e.start, { message: 'Slutet måste ligga efter starten', path: ['end'] })
export type EventInput = z.infer<typeof eventInputSchema>

/** An event as the owner's calls answer it. */
export const siteEventSchema = z.object({
  id: z.string(),
  title: z.record(z.string(), z.string()),
  /** Local time in `timeZone`; null only for a default event of a site without a date. */
  start: z.string().nullable(),
  end: z.string().nullable(),
  place: z.object({ name: z.string(), mapLocation: z.string() }),
  dressCode: z.string(),
  note: z.string(),
  /** Shown to guests without a personal code (the plain address); households see their own. */
  openToAll: z.boolean(),
  /** True for the event made from the site's date and place, before the owner has stored any. */
  isDefault: z.boolean(),
})
export type SiteEvent = z.infer<typeof siteEventSchema>

export const eventsResponseSchema = z.object({
  events: z.array(siteEventSchema),
  /** The IANA zone the times are in: the site's market's. */
  timeZone: z.string(),
  /** The site's languages, each of which an event's title is written in. */
  languages: z.array(z.string()),
  maxEvents: z.number(),
})
export type EventsResponse = z.infer<typeof eventsResponseSchema>

/** The new order: every current event's id, each once. */
export const eventOrderSchema = z.object({
  ids: z
    .array(z.string().min(1).max(100))
    .max(MAX_EVENTS_PER_SITE)
    .refine((ids) => new Set(ids).size === ids.length, 'Ett id finns två gånger'),
})

/** True when `ids` are exactly the ids of `events`, each once, in any order. */
export function isSameSet(ids: readonly string[], events: readonly { id: string }[]): boolean {
  if (ids.length !== events.length) return false
  const known = new Set(events.map((e) => e.id))
  return ids.every((id) => known.has(id)) && new Set(ids).size === ids.length
}
