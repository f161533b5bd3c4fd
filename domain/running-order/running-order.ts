import { z } from 'zod'
import type { SignUpQuestion } from '../forms/elements.ts'

/**
 * The toastmaster's running order (issue 33): the evening's blocks, each with a start time and the
 * sign-ups placed in it, in order, with a note each. The sign-ups themselves are guests' answers to
 * the site's sign-up form (a Form module) and stay in their own table: the order names them by id.
 */
const id = z.string().min(1).max(100)
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Ange tiden som TT:MM')

export const runningOrderItemSchema = z.object({
  signUpId: id,
  note: z.string().max(500, 'Anteckningen är för lång').default(''),
})

export const runningOrderBlockSchema = z.object({
  id,
  title: z.string().trim().min(1, 'Ge blocket ett namn').max(80, 'Namnet är för långt'),
  /** HH:MM; empty: the block follows the previous block's end. */
  start: z.union([time, z.literal('')]),
  items: z.array(runningOrderItemSchema).max(200),
})
export type RunningOrderBlock = z.infer<typeof runningOrderBlockSchema>

export const runningOrderSchema = z
  .object({
    /** The Form module that is the sign-up form; null: none chosen (the first form is offered). */
    formId: id.nullable(),
    blocks: z.array(runningOrderBlockSchema).max(12, 'Högst 12 block'),
  })
  .refine(
    (order) => {
      const ids = order.blocks.flatMap((b) => [`block:${b.id}`, ...b.items.map((i) => i.signUpId)])
      return new Set(ids).size === ids.length
    },
    { message: 'Ett id finns två gånger', path: ['blocks'] },
  )
export type RunningOrder = z.infer<typeof runningOrderSchema>

/** One speech or song sign-up, as read from a guest's answer to the sign-up form. */
export const signUpSchema = z.object({
  id: z.string(),
  name: z.string(),
  what: z.string(),
  /** The length the guest gave, in minutes; 5 when none could be read. */
  minutes: z.number().int(),
  /** Microphone, screen, music: what the guest said they need. */
  needs: z.array(z.enum(['microphone', 'screen', 'music'])),
  /** Where the speaker's mail with their slot goes; null when the form asked for none. */
  mail: z.string().nullable(),
  createdAt: z.string(),
})
export type SignUp = z.infer<typeof signUpSchema>

export const runningOrderResponseSchema = z.object({
  order: runningOrderSchema,
  signUps: z.array(signUpSchema),
  /** The site's Form modules, any of which can be the sign-up form. */
  forms: z.array(z.object({ id: z.string(), title: z.string() })),
  /** The sign-ups whose speakers were mailed their slot. */
  mailed: z.array(z.string()),
  /** The guest list's names, and nothing else of it: the toastmaster's view of who comes. */
  guestNames: z.array(z.string()),
})
export type RunningOrderResponse = z.infer<typeof runningOrderResponseSchema>

export const mailSpeakersResponseSchema = z.object({
  /** How many speakers with a slot and an address are to be mailed now (the others were before). */
  queued: z.number().int(),
})

export const DEFAULT_MINUTES = 5

/** A block's timing: its start, end, the sum of its lengths, and how far it runs into the next block. */
export interface BlockTiming {
  /** Its own start, or the previous block's end for a block without one. */
  start: string
  minutes: number
  end: string
  /** Minutes past the next block's start; 0 when it fits. */
  overrun: number
}

const toMinutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number)
  return h * 60 + m
}
const toTime = (total: number) => {
  const day = ((total % 1440) + 1440) % 1440
  return `${String(Math.floor(day / 60)).padStart(2, '0')}:${String(day % 60).padStart(2, '0')}`
}

/** Where an evening without any time given starts. */
const EVENING_START = '17:30'

/**
 * Each block's start, sum of lengths, end and overrun of the block after it (blocks in their
 * order). A block without a time follows the previous block's end (the first, the evening's
 * start); a block runs over when it ends after the next block's own start time.
 */
export function blockTimings(
  blocks: readonly RunningOrderBlock[],
  minutesOf: (signUpId: string) => number,
): BlockTiming[] {
  const timings: BlockTiming[] = []
  blocks.forEach((block, index) => {
    const start = block.start || timings[index - 1]?.end || EVENING_START
    const minutes = block.items.reduce((sum, item) => sum + minutesOf(item.signUpId), 0)
    const endMinutes = toMinutes(start) + minutes
    const next = blocks[index + 1]?.start
    // Past midnight counts on: a block at 23:50 of 20 minutes runs into one at 00:05.
    const nextMinutes = next ? toMinutes(next) + (toMinutes(next) < toMinutes(start) ? 1440 : 0) : 0
    const overrun = next ? Math.max(0, endMinutes - nextMinutes) : 0
    timings.push({ start, minutes, end: toTime(endMinutes), overrun })
  })
  return timings
}

/** Each placed sign-up's start time: its block's start (its timing's) plus the lengths before it. */
export function slotStart(
  block: RunningOrderBlock,
  index: number,
  minutesOf: (id: string) => number,
  blockStart: string = block.start || EVENING_START,
): string {
  const before = block.items.slice(0, index).reduce((sum, item) => sum + minutesOf(item.signUpId), 0)
  return toTime(toMinutes(blockStart) + before)
}

/** The default blocks' offsets from the evening's start: before dinner, between courses, after dinner. */
const DEFAULT_OFFSETS = [0, 90, 240]

/**
 * The default blocks' start times (issue 33): from the time of the site's event ('YYYY-MM-DDTHH:mm'
 * or an ISO time), else an evening at 17:30; so a block's overrun warns from the first sign-up on.
 */
export function defaultBlockStarts(eventStart: string | null): string[] {
  const time = /T(\d\d:\d\d)/.exec(eventStart ?? '')?.[1]
  const base = toMinutes(time && /^([01]\d|2[0-3]):[0-5]\d$/.test(time) ? time : EVENING_START)
  return DEFAULT_OFFSETS.map((offset) => toTime(base + offset))
}

const MAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/
const NEEDS: Record<SignUp['needs'][number], RegExp> = {
  microphone: /mikrofon|microphone|mic\b/i,
  screen: /skärm|skærm|screen|projektor|projector/i,
  music: /musik|music|högtalare|speaker/i,
}
const LENGTH_LABEL = /min|längd|length|længde|tid\b|time/i
const NEEDS_LABEL = /behov|behöv|behøv|need|teknik|tech/i

/**
 * One answered element of the sign-up form: its label (any language), the guest's answer, and on
 * a marked sign-up form the standard question it answers.
 */
export interface AnsweredElement {
  label: string
  value: string
  kind?: SignUpQuestion
}

/**
 * Reads a sign-up from a guest's answers to the sign-up form. A standard question (issue 33) is
 * read by its kind. What a form lacks is read as legacy forms are, by label: the first answer is
 * the name, the next free text what they will do; the length is the number in the answer to an
 * element labelled with minutes or length; needs are read from an element labelled needs (or any
 * answer naming a microphone, a screen or music); the mail from the first answer that is an address.
 */
export function signUpFrom(
  submission: { id: string; createdAt: string },
  answers: readonly AnsweredElement[],
): SignUp {
  const byKind = (kind: SignUpQuestion) => answers.find((a) => a.kind === kind)
  const unkinded = answers.filter((a) => a.kind === undefined)
  const isMail = (v: string) => MAIL.test(v) && !/\s/.test(v)
  const lengthAnswer =
    byKind('minutes') ?? unkinded.find((a) => LENGTH_LABEL.test(a.label) && /\d/.test(a.value))
  const needsAnswers = byKind('needs') ? [byKind('needs')] : unkinded.filter((a) => NEEDS_LABEL.test(a.label))
  const kindMail = byKind('mail')?.value.trim()
  const mail = byKind('mail')
    ? kindMail && isMail(kindMail)
      ? kindMail
      : null
    : (unkinded.map((a) => a.value.trim()).find(isMail) ?? null)
  const texts = unkinded.filter(
    (a) =>
      a !== lengthAnswer && !needsAnswers.includes(a) && a.value.trim() !== mail && a.value.trim() !== '',
  )
  const minutes = Number.parseInt(/\d+/.exec(lengthAnswer?.value ?? '')?.[0] ?? '', 10)
  const needsText = (needsAnswers.length ? needsAnswers : unkinded).map((a) => a?.value ?? '').join(' ')
  const name = byKind('name')?.value ?? texts[0]?.value ?? ''
  const what = byKind('what')?.value ?? texts[byKind('name') ? 0 : 1]?.value ?? ''
  return {
    id: submission.id,
    name: name.trim(),
    what: what.trim(),
    minutes: Number.isFinite(minutes) && minutes > 0 && minutes <= 240 ? minutes : DEFAULT_MINUTES,
    needs: (Object.keys(NEEDS) as SignUp['needs']).filter((need) => NEEDS[need].test(needsText)),
    mail,
    createdAt: submission.createdAt,
  }
}
