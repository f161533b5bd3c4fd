import { guestLimit } from '../households/household.ts'
import { type FormModule, isFormModule } from '../modules/form.ts'
import type { SiteModule } from '../modules/registry.ts'
import { isRsvp, type RsvpModule } from '../modules/rsvp.ts'
import { answersClosed } from './answer-window.ts'
import { type EventFormElement, eventsNamed, type GuestWithEvents } from './event-questions.ts'

/**
 * Who may answer what (issue 29): the one place every answer path asks before an answer is
 * stored. The V4 call, the legacy V3 and speech calls and the plain form post of the page all
 * reach it through the guest forms service; a new rule is written here and nowhere else.
 */

/** The household of the answer's personal code on this site, as the rules need it. */
export interface AnsweringHousehold {
  members: readonly unknown[]
  extraGuests: number
}

interface AnswerCommon {
  siteModules: readonly SiteModule[]
  formId: string
  now: Date
}

export interface RsvpAnswerQuestion extends AnswerCommon {
  kind: 'rsvp'
  /** How many guests the answer brings. */
  guests: number
  /** The owner takes RSVPs only through a household's personal link. */
  requireCode: boolean
  /** The household of the answer's code; none when it came without one, or with an unknown one. */
  household: AnsweringHousehold | undefined
  /**
   * The events the answering guest sees (the household's, or the open ones without a code), when
   * the answer names any: answers per event, or to questions asked for one event (issue 32).
   */
  invitedEvents?: readonly string[] | undefined
  /** The answer's guests as sent, for the events they name. */
  answers?: readonly GuestWithEvents[] | undefined
}

export interface FormAnswerQuestion extends AnswerCommon {
  kind: 'form'
}

export type AnswerRefusal =
  /** The form is not on the site, or hidden: the page the guest had is out of date. */
  | { reason: 'noSuchForm' }
  /** The owner's last day for answers has passed. */
  | { reason: 'answersClosed' }
  /** The owner takes answers only through a personal link, and this one came without a known code. */
  | { reason: 'codeRequired' }
  /** The household's invitation is for fewer guests. */
  | { reason: 'householdLimit'; limit: number }
  /** More guests than the module takes in one answer. */
  | { reason: 'tooManyGuests'; max: number }
  /** The answer names events the household is not invited to (or, without a code, not open to all). */
  | { reason: 'notInvited'; eventIds: string[] }

export type AnswerDecision<M> = { allowed: true; module: M } | { allowed: false; refusal: AnswerRefusal }

const refuse = (refusal: AnswerRefusal) => ({ allowed: false, refusal }) as const

/** Whether this answer may be stored, and if not, why; checks of the answers' contents come after. */
export function mayAnswer(question: RsvpAnswerQuestion): AnswerDecision<RsvpModule>
export function mayAnswer(question: FormAnswerQuestion): AnswerDecision<FormModule>
export function mayAnswer(
  question: RsvpAnswerQuestion | FormAnswerQuestion,
): AnswerDecision<RsvpModule | FormModule> {
  const module = question.siteModules.find((m) => m.id === question.formId)
  if (!module || module.hide) return refuse({ reason: 'noSuchForm' })
  if (question.kind === 'form') {
    return isFormModule(module) ? { allowed: true, module } : refuse({ reason: 'noSuchForm' })
  }
  if (!isRsvp(module)) return refuse({ reason: 'noSuchForm' })
  if (answersClosed(module, question.now)) return refuse({ reason: 'answersClosed' })
  const { household } = question
  if (!household && question.requireCode) return refuse({ reason: 'codeRequired' })
  if (household) {
    const limit = guestLimit(household)
    if (question.guests > limit) return refuse({ reason: 'householdLimit', limit })
  }
  if (question.guests > module.maxNumberOfGuests) {
    return refuse({ reason: 'tooManyGuests', max: module.maxNumberOfGuests })
  }
  const named = eventsNamed(module.form.formElements as EventFormElement[], question.answers ?? [])
  if (named.length) {
    const invited = new Set(question.invitedEvents ?? [])
    const notInvited = named.filter((id) => !invited.has(id))
    if (notInvited.length) return refuse({ reason: 'notInvited', eventIds: notInvited })
  }
  return { allowed: true, module }
}
