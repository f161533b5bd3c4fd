import { createHash, randomUUID } from 'node:crypto'
import { eventAnswersOf } from '#domain/forms/event-questions.ts'
import {
  OPEN_FORM_QUERY,
  PLAIN_FIELDS,
  plainCount,
  plainEventFields,
  plainGuestAnswers,
  plainSubmittedElements,
} from '#domain/forms/plain-answer.ts'
import { formSubmissionSchema, rsvpSubmissionSchema } from '#domain/forms/submissions.ts'
import { type FormModule, isFormModule } from '#domain/modules/form.ts'
import { answersClosed, isRsvp, type RsvpModule } from '#domain/modules/rsvp.ts'
import { isInterfaceLanguage } from '#domain/site/languages.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import type { SiteContent } from '#domain/site/schema.ts'
import { moduleSlugs, PAGE_RESERVED_IDS } from '#domain/site/slugs.ts'
import { INVITE_FIELD } from '#web/guests/invitation.tsx'
import { memberAnswers } from '#web/guests/member-answers.ts'
import { giftActionOf, PLEDGE_ANSWER } from '#web/modules/GiftRegistry/plain-fields.ts'
import { ANSWER_LINK_PARAM } from '#web/modules/guest-forms/sent-answers.ts'
import { guestTexts } from '#web/modules/guest-forms/texts.ts'
import { opensFormAtOnce } from '#web/modules/Rsvp/at-once.ts'
import type { GuestNotice, OpenGuestForm, PersonalInvitation } from '#web/site/page-input.ts'
import { publicTexts } from '#web/site/texts.ts'
import type { Services } from '../container.ts'
import { AppError } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import { answerLink } from '../services/guests/answer-link-mail.ts'
import { answerRefused } from '../services/guests/answer-refusals.ts'
import { answerRows } from './answer-rows.ts'
import { giftStateFromQuery, plainGift } from './plain-gifts.ts'
import { plainPledge, pledgeStateFromQuery } from './plain-pledges.ts'

/** What a guest's own request adds to the page: a form open at first paint, or how a post ended. */
export interface GuestPageState {
  openForm?: OpenGuestForm
  notice?: GuestNotice
  status?: number
  /** Open by the owner's choice, not the guest's request: the page still starts at its top. */
  atTop?: boolean
}

type QuestionModule = RsvpModule | FormModule

/**
 * Where a page's guest forms are: its path and a module's anchor on it. A V2 page is at its
 * language; a legacy page has no language in its path and its own anchors.
 */
export interface PagePlace {
  path: string
  anchor: (moduleId: string) => string
}

const languagePlace = (content: SiteContent, language: string): PagePlace => ({
  path: `/${encodeURIComponent(language)}`,
  anchor: (moduleId) => moduleAnchor(content, language, moduleId),
})

function questionModule(content: SiteContent, id: string | null | undefined): QuestionModule | undefined {
  const module = content.siteModules.find((m) => m.id === id)
  if (!module || module.hide || !(isRsvp(module) || isFormModule(module))) return undefined
  return module
}

const maxGuests = (module: QuestionModule) =>
  isRsvp(module) ? Math.min(5, Math.max(1, Math.floor(module.maxNumberOfGuests ?? 5) || 5)) : 1

const kindOf = (module: QuestionModule) => (isRsvp(module) ? 'rsvp' : 'form')

/**
 * A guest's GET of the page with ?svara={moduleId}&antal={n} (the way in without a script, or a
 * tap before the script ran): that form open for n guests, with a post key and a group of its
 * own; ?tack={moduleId} after a post went through: its confirmation at the module. A gift's
 * form and outcome likewise (plain-gifts.ts).
 */
export function guestStateFromQuery(
  url: URL,
  row: SiteRow,
  content: SiteContent,
  language: string,
  services: Services,
  invitation?: PersonalInvitation,
): GuestPageState | undefined {
  const gift =
    giftStateFromQuery(url, row, content, language, services) ??
    pledgeStateFromQuery(url, row, content, language, services)
  if (gift) return gift
  const answered = questionModule(content, url.searchParams.get(OPEN_FORM_QUERY.answered))
  if (answered) return { notice: confirmation(answered, language) }
  const module = questionModule(content, url.searchParams.get(OPEN_FORM_QUERY.moduleId))
  if (!module) return formAtOnce(row, content, services, invitation)
  // A household's personal page offers at most its members and extra guests.
  const count = Math.min(
    plainCount(url.searchParams.get(OPEN_FORM_QUERY.count), maxGuests(module)) ?? 1,
    invitation?.household?.guestLimit ?? 5,
  )
  const members = isRsvp(module) ? householdAnswers(module, invitation, count) : undefined
  return {
    openForm: {
      moduleId: module.id,
      count,
      postKey: services.postKeys.issue(kindOf(module), row.id),
      groupIdentifier: randomUUID(),
      ...(members ? { answers: members } : {}),
    },
  }
}

/**
 * A personal page's form: the household's answer to change when it has one (its "Ändra mitt svar"
 * without a script, as the script fills the form in), else its members' names. A post of it is a
 * new group the server puts in the household's answer's place, as a change from another device.
 */
function householdAnswers(
  module: RsvpModule,
  invitation: PersonalInvitation | undefined,
  count: number,
): Record<string, string>[] | undefined {
  const members = memberAnswers(module.form.formElements, invitation, count)
  const answered = invitation?.household?.answers?.find((a) => a.formId === module.id)
  if (!answered) return members
  return Array.from({ length: count }, (_, i) => answered.guests[i] ?? members?.[i] ?? {})
}

/**
 * A guest's private answer link (?svar=<token>) without a script: their RSVP's form open with the
 * answers they gave, its group and token, so a post changes it (when the owner lets guests change
 * answers; otherwise the post is the stored answer's repeat and changes nothing). After the last
 * day the answers are shown as they stand. With ?tack= (the thank-you page of a plain post): the
 * confirmation with the link itself, for the guest to keep.
 */
export async function changeStateFromQuery(
  url: URL,
  row: SiteRow,
  content: SiteContent,
  language: string,
  services: Services,
  siteUrl: string | null,
  place: PagePlace = languagePlace(content, language),
): Promise<GuestPageState | undefined> {
  const token = url.searchParams.get(ANSWER_LINK_PARAM)
  if (!token || token.length < 16 || token.length > 200) return undefined
  const stored = await services.guestForms.storedRsvp(row, token)
  const module = stored && questionModule(content, stored.formId)
  if (!stored || !module || !isRsvp(module)) return undefined
  const texts = publicTexts[isInterfaceLanguage(language) ? language : 'en']
  if (url.searchParams.get(OPEN_FORM_QUERY.answered) === module.id) {
    const anchor = place.anchor(module.id)
    const address = siteUrl
      ? answerLink(siteUrl, language, token)
      : `/${language}?${ANSWER_LINK_PARAM}=${token}`
    return {
      notice: {
        ...confirmation(module, language),
        link: { label: texts.privateLinkLabel, url: `${address}#${anchor}` },
      },
    }
  }
  if (answersClosed(module, services.guestForms.now())) {
    return {
      notice: {
        moduleId: module.id,
        title: texts.answeredTitle,
        text: texts.answersNoLongerChangeable,
        answers: answerRows(
          module.form.formElements,
          stored.guests,
          language,
          await services.events.list(row),
        ),
      },
    }
  }
  const count = Math.min(stored.guests.length, maxGuests(module)) || 1
  return {
    openForm: {
      moduleId: module.id,
      count,
      postKey: services.postKeys.issue('rsvp', row.id),
      groupIdentifier: stored.groupIdentifier,
      answers: stored.guests.slice(0, count),
      answerToken: token,
    },
  }
}

/**
 * An RSVP whose owner shows its one guest's form at once (openFormForOneGuest): open on every
 * visit, with a key of its own, so it posts without a script too. Such a page is the visitor's
 * own and not kept in the page cache. One form is served open: the first such RSVP (the view opens
 * any other after the script has run). Past the last day the view shows that instead.
 */
function formAtOnce(
  row: SiteRow,
  content: SiteContent,
  services: Services,
  invitation?: PersonalInvitation,
): GuestPageState | undefined {
  // A household's page shows its answer rather than a form to answer again.
  const answered = (m: RsvpModule) => invitation?.household?.answers?.some((a) => a.formId === m.id) === true
  const module = content.siteModules.find(
    (m): m is RsvpModule =>
      !m.hide && isRsvp(m) && opensFormAtOnce(m) && !answersClosed(m, new Date()) && !answered(m),
  )
  if (!module) return undefined
  const members = memberAnswers(module.form.formElements, invitation, 1)
  return {
    atTop: true,
    openForm: {
      moduleId: module.id,
      count: 1,
      postKey: services.postKeys.issue('rsvp', row.id),
      groupIdentifier: randomUUID(),
      ...(members ? { answers: members } : {}),
    },
  }
}

/**
 * A guest form posted without a script: the same schema, checks, spam rules and idempotency as the
 * JSON calls, since it goes through the same service. Sent: the address of the page with the
 * confirmation (a reload then shows it again rather than posting twice). Refused: the page with
 * the form open, the answers kept and the reason, in the page's language.
 */
export async function plainAnswer(
  body: unknown,
  row: SiteRow,
  content: SiteContent,
  language: string,
  services: Services,
  invitation: PersonalInvitation | undefined,
  siteUrl: string | null,
  place: PagePlace = languagePlace(content, language),
): Promise<GuestPageState | { redirect: string }> {
  const fields = formFields(body)
  const giftAction = giftActionOf(fields[PLAIN_FIELDS.kind])
  if (giftAction) return plainGift(fields, giftAction, row, content, language, services)
  if (fields[PLAIN_FIELDS.kind] === PLEDGE_ANSWER)
    return plainPledge(fields, row, content, language, services)
  const lang = isInterfaceLanguage(language) ? language : 'en'
  const t = guestTexts[lang]
  // The post names its form; whether it may be answered (a hidden one may not) is the service's.
  const module = content.siteModules.find((m) => m.id === fields[PLAIN_FIELDS.formId])
  if (!module || !(isRsvp(module) || isFormModule(module)) || fields[PLAIN_FIELDS.kind] !== kindOf(module)) {
    return {
      status: 404,
      notice: {
        moduleId: fields[PLAIN_FIELDS.formId] ?? '',
        title: t.formSendFailed,
        text: answerRefused({ reason: 'noSuchForm' }).texts[lang],
      },
    }
  }
  const elements = module.form.formElements
  const count = plainCount(fields[PLAIN_FIELDS.count], maxGuests(module)) ?? 1
  // The personal page's code (its forms post it as the link's parameter), else a posted inviteCode:
  // a wrong one goes on to the rules, which refuse it as every answer path does.
  const inviteCode = invitation?.code || fields[PLAIN_FIELDS.inviteCode] || undefined
  // Each guest's answers, with their yes or no per event where the form asked per event (issue 32).
  const answers = Array.from({ length: count }, (_, i) => ({
    ...plainGuestAnswers(fields, i, elements),
    ...(isRsvp(module) ? plainEventFields(fields, i) : {}),
  }))
  const groupIdentifier = fields[PLAIN_FIELDS.groupIdentifier] || randomUUID()
  const postedToken = isRsvp(module) ? fields[PLAIN_FIELDS.answerToken] || undefined : undefined
  const refused = (status: number, detail: string, fieldErrors?: Record<string, string>): GuestPageState =>
    // A hidden module's form is not on the page to open again: the reason stands alone.
    module.hide
      ? { status, notice: { moduleId: module.id, title: t.formSendFailed, text: detail } }
      : {
          status,
          openForm: {
            moduleId: module.id,
            count,
            postKey: services.postKeys.issue(kindOf(module), row.id),
            groupIdentifier,
            answers,
            ...(postedToken ? { answerToken: postedToken } : {}),
            failure: {
              title: isRsvp(module) ? t.rsvpSendFailed : t.formSendFailed,
              detail,
              ...(fieldErrors ? { fields: fieldErrors } : {}),
            },
          },
        }
  // An early form (early-tap-script.ts) sent before its key arrived, on a line that lost it: a
  // person, not a robot, so the answers come back with a key to send them with.
  const postKey = fields[PLAIN_FIELDS.postKey]
  if (!postKey) return refused(400, NO_KEY_YET[lang])
  // A new RSVP gets its private link as the script gives it one: a token of its post key, so the
  // same form posted twice (a double tap) names the same answer.
  const answerToken = isRsvp(module) ? (postedToken ?? tokenOfPostKey(postKey)) : undefined
  const common = {
    postKey,
    formId: module.id,
    formTitle: fields[PLAIN_FIELDS.formTitle] ?? '',
    language,
    website: fields[PLAIN_FIELDS.website] ?? '',
    groupIdentifier,
  }
  const kind = kindOf(module)
  const website = common.website
  // Sent at once after the page came: held until the key is old enough, as the script would wait.
  if (!website) await services.postKeys.ripen(kind, row.id, common.postKey)
  try {
    const { invertedSuccess } = isRsvp(module)
      ? await services.guestForms.answerRsvp(
          row,
          content,
          parse(rsvpSubmissionSchema, {
            ...common,
            ...(inviteCode ? { inviteCode } : {}),
            ...(answerToken ? { answerToken } : {}),
            guests: answers.map((a) => {
              const events = eventAnswersOf(a)
              const formElements = plainSubmittedElements(a, elements)
              return Object.keys(events).length ? { formElements, events } : { formElements }
            }),
          }),
          siteUrl,
        )
      : await services.guestForms.answerForm(
          row,
          content,
          parse(formSubmissionSchema, {
            ...common,
            formElements: plainSubmittedElements(answers[0] ?? {}, elements),
          }),
        )
    // The same form posted again after its key went with the first (a double tap, a reload after
    // a lost reply): that answer was stored, so the guest is thanked for it, not called a robot.
    const repeat =
      invertedSuccess &&
      !website &&
      services.postKeys.verify(kind, row.id, common.postKey) !== undefined &&
      (await services.guestForms.wasStored(row, kind, module.id, groupIdentifier))
    if (invertedSuccess && !repeat) {
      return { notice: { moduleId: module.id, title: t.spamTitle, text: t.botText } }
    }
    const query = new URLSearchParams({
      [OPEN_FORM_QUERY.answered]: module.id,
      // A code no household has is not carried on to the thank-you page.
      ...(inviteCode && invitation?.household !== null ? { [INVITE_FIELD]: inviteCode } : {}),
      // The thank-you page shows the private link; it is the guest's own page (private, no-store).
      ...(answerToken && isRsvp(module) && module.answersChangeable !== false
        ? { [ANSWER_LINK_PARAM]: answerToken }
        : {}),
    })
    return { redirect: `${place.path}?${query}#${place.anchor(module.id)}` }
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return refused(error.status, error.texts[lang], error.fields)
  }
}

/** The private answer token of a plain RSVP post: unguessable as its key is (signed, random). */
function tokenOfPostKey(postKey: string): string {
  return createHash('sha256').update(`plain-answer-token:${postKey}`).digest('hex').slice(0, 36)
}

const NO_KEY_YET = {
  sv: 'Sidan hann inte bli klar innan svaren skickades. Svaren finns kvar: skicka dem igen.',
  en: 'The page was not ready when the answers were sent. Your answers are kept: send them again.',
  da: 'Siden nåede ikke at blive klar, før svarene blev sendt. Svarene er gemt: send dem igen.',
}

/** A module's anchor on the page in the given language: its slug, as the page renders it. */
export function moduleAnchor(content: SiteContent, language: string, moduleId: string): string {
  const shown = content.siteModules.filter((m) => !m.hide)
  return moduleSlugs(shown, language, PAGE_RESERVED_IDS).get(moduleId) ?? moduleId
}

/** The module's confirmation: the owner's texts in the page language, else the product's. */
function confirmation(module: QuestionModule, language: string): GuestNotice {
  const t = guestTexts[isInterfaceLanguage(language) ? language : 'en']
  const rsvp = isRsvp(module)
  const own = (text: Parameters<typeof lookupText>[0], fallback: string) =>
    lookupText(text, language).trim() || fallback
  return {
    moduleId: module.id,
    title: own(module.confirmationTitle, rsvp ? t.rsvpConfirmationTitle : t.formConfirmationTitle),
    text: own(module.confirmationText, rsvp ? t.rsvpConfirmationText : t.formConfirmationText),
  }
}

/** A form-encoded body as its fields (the first of repeated names); anything else as none. */
function formFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {}
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(body)) {
    const first = Array.isArray(value) ? value[0] : value
    if (typeof first === 'string') fields[name] = first
  }
  return fields
}
