import { createHash } from 'node:crypto'
import { invitedEventsText } from '#domain/events/event-lines.ts'
import { mayAnswer } from '#domain/forms/answer-rules.ts'
import {
  type AcceptedElement,
  type AnswerProblem,
  answersById,
  checkAnswers,
  type StoredRsvp,
} from '#domain/forms/answers.ts'
import {
  asksPerEvent,
  type EventFormElement,
  eventAnswersAsAnswers,
  eventElementId,
  eventOfElementId,
  guestEventForm,
} from '#domain/forms/event-questions.ts'
import type { FormSubmission, RsvpSubmission } from '#domain/forms/submissions.ts'
import { isRsvp } from '#domain/modules/rsvp.ts'
import type { SiteContent } from '#domain/site/schema.ts'
import type { RsvpEventAnswersTable } from '../../db/schema.ts'
import { AppError } from '../../http/errors.ts'
import type { GuestSubmissionsRepository } from '../../repositories/guest-submissions.repository.ts'
import type { SiteRow } from '../../repositories/sites.repository.ts'
import type { EventsService } from '../events/events.service.ts'
import { answeringHousehold, type HouseholdsService } from '../households/households.service.ts'
import { type Clock, newId } from '../ids.ts'
import type { MailService } from '../mail/mail.service.ts'
import { notificationMail } from '../mail/notification-mail.ts'
import { outboxMail } from '../mail/outbox-mail.ts'
import type { SiteMailService } from '../mail/site-mail.service.ts'
import { answerLink, answerLinkMail, guestEmail } from './answer-link-mail.ts'
import { answerRefused, householdAnswered } from './answer-refusals.ts'
import type { PostKeysService } from './post-keys.service.ts'

export interface GuestAnswer {
  invertedSuccess: boolean
  /** True when the answer replaced an earlier one: its group's (issue 21) or its household's (issue 30). */
  changed?: boolean
}

/** The digest stored for a guest's private answer token; the token itself is never stored. */
export function answerTokenHash(token: string): string {
  return createHash('sha256').update(`answer-token:${token}`).digest('base64url')
}

const PROBLEM_TEXT: Record<AnswerProblem['kind'], { sv: string; en: string; da: string }> = {
  unknownElement: { sv: 'okänd fråga', en: 'unknown question', da: 'ukendt spørgsmål' },
  duplicateElement: {
    sv: 'frågan besvarad två gånger',
    en: 'question answered twice',
    da: 'spørgsmål besvaret to gange',
  },
  missingAnswer: { sv: 'svar saknas', en: 'answer missing', da: 'svar mangler' },
  unknownOption: {
    sv: 'svarsalternativet finns inte',
    en: 'the option does not exist',
    da: 'svarmuligheden findes ikke',
  },
  tooLong: { sv: 'svaret är för långt', en: 'the answer is too long', da: 'svaret er for langt' },
}

function invalidAnswers(problems: { guest: number; problem: AnswerProblem }[]): AppError {
  const list = (lang: 'sv' | 'en' | 'da') =>
    problems.map((p) => `${p.problem.elementId}: ${PROBLEM_TEXT[p.problem.kind][lang]}`).join('; ')
  const fields = Object.fromEntries(
    problems.map((p) => [`guests.${p.guest}.${p.problem.elementId}`, PROBLEM_TEXT[p.problem.kind].sv]),
  )
  return new AppError(
    400,
    {
      sv: `Svaren kunde inte tas emot – ${list('sv')}`,
      en: `The answers could not be accepted – ${list('en')}`,
      da: `Svarene kunne ikke modtages – ${list('da')}`,
    },
    fields,
  )
}

/** An owner's question the guest is not asked (one for an event they do not see), sent empty by a form that sends every question. */
function isLeftOut(id: string, own: readonly EventFormElement[], form: readonly EventFormElement[]): boolean {
  return own.some((e) => e.id === id) && !form.some((e) => e.id === id)
}

/**
 * A guest's checked answers as stored: the owner's questions in the owner's order (one left out
 * for the guest stored empty, as a hidden one is), the answers per event apart.
 */
function withOwnOrder(
  checked: { accepted: AcceptedElement[]; problems: AnswerProblem[] },
  own: readonly EventFormElement[],
): { accepted: AcceptedElement[]; problems: AnswerProblem[]; events: Record<string, 'yes' | 'no'> } {
  const byId = new Map(checked.accepted.map((a) => [a.formElement.id, a]))
  const events: Record<string, 'yes' | 'no'> = {}
  for (const answer of checked.accepted) {
    const event = eventOfElementId(answer.formElement.id)
    const chosen = answer.selectedOption?.id
    if (event && (chosen === 'yes' || chosen === 'no')) events[event] = chosen
  }
  // The owner's definition is stored, not the guest's copy with its event's condition.
  const accepted = own.map((element) => {
    const answer = byId.get(element.id)
    return answer
      ? { ...answer, formElement: element }
      : { formElement: element, value: '', selectedOption: null }
  })
  return { accepted, problems: checked.problems, events }
}

/**
 * RSVPs and form answers from guests: checked against the owner's rules (answer-rules.ts) and form,
 * stored, then mailed. Every answer path (the V4 call, the legacy calls, the plain form post) comes
 * here; routes only translate their input.
 */
export class GuestFormsService {
  constructor(
    private readonly submissions: GuestSubmissionsRepository,
    private readonly postKeys: PostKeysService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly households: Pick<HouseholdsService, 'forAnswer' | 'answerOf'>,
    private readonly siteMail: Pick<SiteMailService, 'guestSender' | 'rsvpOwnerAddress'>,
    /**
     * The programme: the events a guest may answer (issue 32, item 4) and the household's events
     * in its answer mail (item 6).
     */
    private readonly events: Pick<EventsService, 'forGuests' | 'list' | 'invitedEvents'>,
  ) {}

  /** The household's events as its answer mail lists them; empty on a site with one event. */
  private async eventsText(
    site: SiteRow,
    householdId: string | undefined,
    language: string,
  ): Promise<string> {
    if (!householdId) return ''
    const programme = await this.events.list(site)
    if (programme.length < 2) return ''
    return invitedEventsText(await this.events.invitedEvents(site, householdId), programme.length, language)
  }

  /**
   * An RSVP, for the household of its personal code when it has one: that household's earlier
   * answer is replaced. `siteUrl`: the site's public address, for the private link mailed to a
   * guest who gave an e-mail.
   */
  async answerRsvp(
    site: SiteRow,
    content: SiteContent,
    body: RsvpSubmission,
    siteUrl?: string | null,
  ): Promise<GuestAnswer> {
    const { household, requireCode } = await this.households.forAnswer(site, body.inviteCode)
    // The events the guest sees (issue 32), read only for an answer that can concern them.
    const sendsEvents = body.guests.some((g) => g.events && Object.keys(g.events).length > 0)
    const asked = content.siteModules.find((m) => m.id === body.formId)
    const perEventQuestions = !!asked && isRsvp(asked) && asked.form.formElements.some((e) => e.eventId)
    const guestEvents =
      sendsEvents || perEventQuestions
        ? await this.events.forGuests(site, household ? (body.inviteCode ?? null) : null)
        : []
    const decision = mayAnswer({
      kind: 'rsvp',
      siteModules: content.siteModules,
      formId: body.formId,
      now: this.clock(),
      guests: body.guests.length,
      requireCode,
      household: household && answeringHousehold(household),
      invitedEvents: guestEvents.map((e) => e.id),
      answers: body.guests,
    })
    if (!decision.allowed) throw answerRefused(decision.refusal)
    const { module } = decision
    const ownForm: readonly EventFormElement[] = module.form.formElements
    // An answer without answers per event (the spec's body, the legacy call) is asked no event's yes or no.
    const form = guestEventForm(ownForm, guestEvents, sendsEvents && asksPerEvent(guestEvents))
    const checked = body.guests.map((g) => {
      const asAnswers = [
        ...g.formElements.filter((s) => !isLeftOut(s.formElement.id, ownForm, form)),
        ...Object.entries(g.events ?? {}).map(([id, answer]) => ({
          formElement: { id: eventElementId(id) },
          value: '',
          selectedOption: { id: answer },
        })),
      ]
      return withOwnOrder(checkAnswers(form, asAnswers), ownForm)
    })
    const problems = checked.flatMap((c, guest) => c.problems.map((problem) => ({ guest, problem })))
    if (problems.length) throw invalidAnswers(problems)
    const postKeyId = body.website ? undefined : this.postKeys.verify('rsvp', site.id, body.postKey)
    if (postKeyId === undefined) return { invertedSuccess: true }

    const now = this.clock().toISOString()
    const rows = checked.map((c, i) => ({
      id: newId(),
      site_id: site.id,
      form_id: module.id,
      group_identifier: body.groupIdentifier,
      guest_index: i,
      language: body.language,
      form_title: body.formTitle,
      form_elements: JSON.stringify(c.accepted),
      created_at: now,
      answer_token_hash: body.answerToken ? answerTokenHash(body.answerToken) : null,
      changed_at: null,
    }))
    const eventAnswers: RsvpEventAnswersTable[] = checked.flatMap((c, i) =>
      Object.entries(c.events).map(([event_id, answer]) => ({
        rsvp_id: rows[i]?.id as string,
        site_id: site.id,
        event_id,
        answer,
      })),
    )
    const guests = checked.map((c) => c.accepted)
    // A repeat of a stored group (the guest's retry) is acknowledged like the first: it was stored.
    // The same group with its answer token replaces it, when the owner lets guests change answers.
    const changeable = module.answersChangeable !== false
    const owner = await this.siteMail.rsvpOwnerAddress(site)
    const mails = this.mails(site, content, module.id, 'rsvp', body.formTitle, guests, owner)
    const email = changeable && body.answerToken && siteUrl ? guestEmail(guests) : undefined
    if (email && body.answerToken && siteUrl) {
      const link = answerLink(siteUrl, body.language, body.answerToken)
      const sender = await this.siteMail.guestSender(site, body.language)
      const events = await this.eventsText(site, household?.id, body.language)
      const { subject, text } = answerLinkMail(body.language, body.formTitle, link, sender.name, events)
      const { fromName, replyTo } = sender
      mails.push(outboxMail({ to: email, subject, text, fromName, replyTo }, this.clock().toISOString()))
    }
    const ofHousehold = household && this.households.answerOf(household, body.groupIdentifier)
    const saved = await this.submissions.saveRsvps(
      rows,
      mails,
      now,
      changeable,
      postKeyId,
      ofHousehold,
      eventAnswers,
    )
    if (saved === 'spent') return { invertedSuccess: true }
    if (saved === 'householdAnswered') throw householdAnswered()
    // Only a stored mail needs sending now; a kick without one would only read the outbox again.
    if (saved !== 'repeat' && mails.length) this.mail.kick()
    return { invertedSuccess: false, ...(saved === 'changed' ? { changed: true } : {}) }
  }

  /** The service's time, by which the last answer day is judged (the page judges it the same). */
  now(): Date {
    return this.clock()
  }

  /** The RSVP a private answer token opens, for its guest to see and change on any device. */
  async storedRsvp(site: SiteRow, token: string): Promise<StoredRsvp | undefined> {
    const rows = await this.submissions.rsvpsByToken(site.id, answerTokenHash(token))
    const first = rows[0]
    if (!first) return undefined
    const events = await this.submissions.eventAnswersOfRows(rows.map((r) => r.id))
    const guests = rows.map((row) => ({
      ...answersById(JSON.parse(row.form_elements) as AcceptedElement[]),
      ...eventAnswersAsAnswers(
        Object.fromEntries(events.filter((e) => e.rsvp_id === row.id).map((e) => [e.event_id, e.answer])),
      ),
    }))
    return {
      formId: first.form_id,
      groupIdentifier: first.group_identifier,
      language: first.language,
      guests,
      createdAt: first.created_at,
      changedAt: first.changed_at ?? null,
    }
  }

  async answerForm(site: SiteRow, content: SiteContent, body: FormSubmission): Promise<GuestAnswer> {
    const decision = mayAnswer({
      kind: 'form',
      siteModules: content.siteModules,
      formId: body.formId,
      now: this.clock(),
    })
    if (!decision.allowed) throw answerRefused(decision.refusal)
    const { module } = decision
    const { accepted, problems } = checkAnswers(module.form.formElements, body.formElements)
    if (problems.length) throw invalidAnswers(problems.map((problem) => ({ guest: 0, problem })))
    const postKeyId = body.website ? undefined : this.postKeys.verify('form', site.id, body.postKey)
    if (postKeyId === undefined) return { invertedSuccess: true }

    const now = this.clock().toISOString()
    const mails = this.mails(site, content, module.id, 'form', body.formTitle, [accepted])
    const stored = await this.submissions.insertFormSubmission(
      {
        id: newId(),
        site_id: site.id,
        form_id: module.id,
        language: body.language,
        form_title: body.formTitle,
        form_elements: JSON.stringify(accepted),
        group_identifier: body.groupIdentifier ?? null,
        created_at: now,
      },
      mails,
      postKeyId,
    )
    if (stored === 'spent') return { invertedSuccess: true }
    if (stored && mails.length) this.mail.kick()
    return { invertedSuccess: false }
  }

  /**
   * Whether the group's answer to the form is stored: a post of it again whose key was spent by the
   * first (a double tap, a reload after a lost reply) is that answer, not a robot.
   */
  wasStored(site: SiteRow, kind: 'rsvp' | 'form', formId: string, groupIdentifier: string): Promise<boolean> {
    return this.submissions.hasGroup(kind, site.id, formId, groupIdentifier)
  }

  /**
   * Outbox rows for the module's recipients (at most 6) and `owner` (the owner's address for a new
   * RSVP, unless they switched it off), each address once, in the site's first language.
   */
  private mails(
    site: SiteRow,
    content: SiteContent,
    formId: string,
    kind: 'rsvp' | 'form',
    formTitle: string,
    guests: AcceptedElement[][],
    owner: string | null = null,
  ) {
    const listed = content.formRecipients.find((r) => r.formId === formId)?.recipients.slice(0, 6) ?? []
    const recipients = [
      ...new Map([...listed, ...(owner ? [owner] : [])].map((a) => [a.toLowerCase(), a])).values(),
    ]
    if (!recipients.length) return []
    const language = content.availableLanguages[0]?.languageCode ?? 'sv'
    const { subject, text } = notificationMail({ kind, language, formTitle, siteHost: site.host, guests })
    const at = this.clock().toISOString()
    return recipients.map((to) => outboxMail({ to, subject, text }, at))
  }
}
