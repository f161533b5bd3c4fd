import { z } from 'zod'
import { inviteCodeSchema } from '../households/household.ts'

/** One answer of a legacy person or speech (spec 001 section 3, "Guest RSVP person"). */
export const legacyCustomValueSchema = z.looseObject({
  id: z.string().min(1).max(100),
  value: z.union([z.string().max(2000), z.boolean(), z.null()]).optional(),
  type: z.enum(['TextField', 'RadioGroup', 'YesOrNo']).optional(),
  label: z.string().max(1000).optional(),
})
export type LegacyCustomValue = z.infer<typeof legacyCustomValueSchema>

const freeValue = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()])

/** A legacy person: free properties (firstName, lastName, ...) plus customValues. */
export const legacyPersonSchema = z
  .looseObject({ customValues: z.array(legacyCustomValueSchema).max(100).default([]) })
  .refine(
    (p) => Object.entries(p).every(([k, v]) => k === 'customValues' || freeValue.safeParse(v).success),
    'en persons fält måste vara text',
  )
  // Every free field is stored as an answer of its own: a bounded number, with short names.
  .refine((p) => {
    const keys = Object.keys(p)
    return keys.length <= 51 && keys.every((k) => k.length <= 100)
  }, 'högst 50 fält per person, med namn på högst 100 tecken')
export type LegacyPerson = z.infer<typeof legacyPersonSchema>

/** POST /api/rsvps/{siteId}/v3/ */
export const legacyRsvpBodySchema = z.object({
  persons: z.array(legacyPersonSchema).min(1, 'Minst en person').max(20),
  postKey: z.string({ error: 'postKey saknas' }).min(1).max(500),
  source: z.string().regex(/^site-form-.{1,100}$/, 'source ska vara site-form- och modulens id'),
  /** Not in the legacy call: our page sends one id per answer, so a retry with a fresh key is stored once. */
  groupIdentifier: z.string().min(1).max(90).optional(),
  website: z.string().max(2000).optional(),
  /** Not in the legacy call: a household's personal code, under the same rules as the V4 call's. */
  inviteCode: inviteCodeSchema.optional(),
})
export type LegacyRsvpBody = z.infer<typeof legacyRsvpBodySchema>

/** POST /api/speeches/{siteId}/v2 (the speech's module is named by source, or the only Speech2). */
export const legacySpeechBodySchema = z.object({
  speech: legacyPersonSchema.and(z.looseObject({ source: z.string().max(120).optional() })),
  postKey: z.string({ error: 'postKey saknas' }).min(1).max(500),
  groupIdentifier: z.string().min(1).max(90).optional(),
  website: z.string().max(2000).optional(),
})
export type LegacySpeechBody = z.infer<typeof legacySpeechBodySchema>

/** A stored legacy RSVP (spec 002, RSVP (legacy)), as the import file and GET /api/rsvps/{siteId} have it. */
export const legacyRsvpRecordSchema = z.looseObject({
  _id: z.string().min(1).max(100).optional(),
  site: z.string().max(100).optional(),
  registered: z.looseObject({ ip: z.string().max(100).nullish(), date: z.string().max(40) }).optional(),
  firstName: z.string().max(500).nullish(),
  lastName: z.string().max(500).nullish(),
  phone: z.string().max(100).nullish(),
  mail: z.string().max(254).nullish(),
  weddingYesOrNo: z.union([z.boolean(), z.string().max(20)]).nullish(),
  customValues: z.array(legacyCustomValueSchema).max(100).default([]),
  source: z.string().max(120).nullish(),
})
export type LegacyRsvpRecord = z.infer<typeof legacyRsvpRecordSchema>

/** The legacy RSVP's fixed fields, in the order the legacy responses view shows them. */
export const LEGACY_PERSON_FIELDS = [
  { key: 'firstName', label: 'Förnamn' },
  { key: 'lastName', label: 'Efternamn' },
  { key: 'phone', label: 'Telefon' },
  { key: 'mail', label: 'E-post' },
] as const
