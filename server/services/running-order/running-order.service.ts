import { isFormModule } from '#domain/modules/form.ts'
import { signUpFormOf } from '#domain/modules/form-sign-up.ts'
import {
  type AnsweredElement,
  blockTimings,
  defaultBlockStarts,
  type RunningOrder,
  type RunningOrderResponse,
  runningOrderSchema,
  type SignUp,
  signUpFrom,
  slotStart,
} from '#domain/running-order/running-order.ts'
import type { InterfaceLanguage } from '#domain/site/languages.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import type { JobRunner } from '../../jobs/jobs.ts'
import { runningOrderPass, runningOrderPassOpens } from '../../policies/running-order-pass.ts'
import type { PdfRenderer } from '../../prints/pdf.ts'
import type { AccountRow } from '../../repositories/accounts.repository.ts'
import type { GuestSubmissionsRepository } from '../../repositories/guest-submissions.repository.ts'
import type { RunningOrdersRepository } from '../../repositories/running-orders.repository.ts'
import type { SiteRow, SitesRepository } from '../../repositories/sites.repository.ts'
import { type Clock, newId } from '../ids.ts'
import type { MailService } from '../mail/mail.service.ts'
import { type MembersService, siteTitleOf } from '../members/members.service.ts'
import type { SitesService } from '../sites/sites.service.ts'
import { renderRunningOrderDocument } from './running-order-print.ts'
import { RUNNING_ORDER_TEXTS } from './running-order-texts.ts'

export const SPEAKER_MAILS_JOB = 'running-order-speaker-mails'

interface SpeakerMailsPayload {
  siteId: string
  language: InterfaceLanguage
}

/**
 * The toastmaster's running order (issue 33): the sign-ups read from the site's sign-up form, the
 * blocks they are placed in, its printable PDF (the cards' Chromium path), and each speaker's mail
 * with their slot, sent once through the jobs queue.
 */
export class RunningOrderService {
  constructor(
    private readonly orders: RunningOrdersRepository,
    private readonly submissions: GuestSubmissionsRepository,
    private readonly sitesRepo: SitesRepository,
    private readonly sites: SitesService,
    private readonly members: MembersService,
    private readonly mail: MailService,
    private readonly jobs: JobRunner,
    private readonly pdf: PdfRenderer,
    private readonly secret: string,
    private readonly clock: Clock,
    /** The names on the site's guest list (no contact data: the toastmaster sees this). */
    private readonly guestNames: (site: SiteRow) => Promise<string[]>,
    /** When the site's (first) event starts, local 'YYYY-MM-DDTHH:mm'; null when not set. */
    private readonly eventStart: (site: SiteRow) => Promise<string | null>,
  ) {
    jobs.handle<SpeakerMailsPayload>(SPEAKER_MAILS_JOB, (payload) => this.mailSpeakersNow(payload))
  }

  async read(site: SiteRow, language: InterfaceLanguage): Promise<RunningOrderResponse> {
    const content = this.sites.content(site)
    const siteLanguage = content.availableLanguages[0]?.languageCode ?? language
    const formModules = content.siteModules.filter(isFormModule)
    const forms = formModules.map((m) => ({ id: m.id, title: lookupText(m.title, siteLanguage) || m.id }))
    const stored = await this.orders.find(site.id)
    const parsed = stored ? runningOrderSchema.safeParse(JSON.parse(stored.content)) : undefined
    const saved: RunningOrder = parsed?.success
      ? parsed.data
      : { formId: null, blocks: this.defaultBlocks(language, await this.eventStart(site)) }
    // The toastmaster's choice; else the form marked as the sign-up form; else the first form.
    const formId = forms.some((f) => f.id === saved.formId)
      ? saved.formId
      : (signUpFormOf(formModules)?.id ?? forms[0]?.id ?? null)
    const form = formModules.find((m) => m.id === formId)
    const questions = new Map((form?.form.formElements ?? []).map((e) => [e.id, e]))
    const rows = formId
      ? (await this.submissions.listFormSubmissions(site.id)).filter((r) => r.form_id === formId)
      : []
    const signUps = rows.map((row) => {
      const elements = JSON.parse(row.form_elements) as {
        formElement: { id: string; label?: Record<string, string> }
        value: string
        selectedOption: { text?: unknown } | null
      }[]
      const answers: AnsweredElement[] = elements.map((e) => ({
        label: Object.values(questions.get(e.formElement.id)?.label ?? e.formElement.label ?? {}).join(' '),
        kind: questions.get(e.formElement.id)?.signUpQuestion,
        value: e.selectedOption ? `${e.value} ${JSON.stringify(e.selectedOption.text ?? '')}` : e.value,
      }))
      return signUpFrom({ id: row.id, createdAt: row.created_at }, answers)
    })
    const known = new Set(signUps.map((s) => s.id))
    // A sign-up deleted from the answers leaves the order with it.
    const blocks = saved.blocks.map((b) => ({ ...b, items: b.items.filter((i) => known.has(i.signUpId)) }))
    return {
      order: { formId, blocks },
      signUps,
      forms,
      mailed: await this.orders.mailed(site.id),
      guestNames: await this.guestNames(site),
    }
  }

  async save(site: SiteRow, by: AccountRow, order: RunningOrder, language: InterfaceLanguage) {
    const now = this.clock().toISOString()
    await this.orders.save({
      site_id: site.id,
      content: JSON.stringify(order),
      updated_at: now,
      updated_by: by.id,
    })
    await this.members.record(site.id, by.id, 'runningOrder.saved', { blocks: order.blocks.length })
    return this.read(site, language)
  }

  /** The running order as an A4 PDF, printed by Chromium from the signed print page. */
  pdfOf(site: SiteRow, language: InterfaceLanguage): Promise<Buffer> {
    const pass = runningOrderPass(site.id, this.clock(), this.secret)
    return this.pdf.renderPath(`/running-order-print/${encodeURIComponent(site.id)}/${pass}?lang=${language}`)
  }

  /** The print page's HTML, for the renderer's browser with a valid pass; undefined otherwise. */
  async printPage(siteId: string, pass: string, language: InterfaceLanguage): Promise<string | undefined> {
    if (!runningOrderPassOpens(siteId, pass, this.clock(), this.secret)) return undefined
    const site = await this.sitesRepo.findById(siteId)
    if (!site) return undefined
    const answer = await this.read(site, language)
    return renderRunningOrderDocument({ ...answer, siteTitle: siteTitleOf(this.sites, site), language })
  }

  /** Queues the speakers' mails; answers how many placed speakers with an address are still unmailed. */
  async mailSpeakers(site: SiteRow, by: AccountRow, language: InterfaceLanguage): Promise<number> {
    const answer = await this.read(site, language)
    const mailed = new Set(answer.mailed)
    const queued = placed(answer).filter(({ signUp }) => signUp.mail && !mailed.has(signUp.id)).length
    await this.jobs.enqueue(SPEAKER_MAILS_JOB, { siteId: site.id, language } satisfies SpeakerMailsPayload)
    await this.members.record(site.id, by.id, 'runningOrder.mailed', { speakers: queued })
    return queued
  }

  /** The job: each placed speaker with an address is claimed, then mailed; a claimed one never again. */
  private async mailSpeakersNow({ siteId, language }: SpeakerMailsPayload): Promise<void> {
    const site = await this.sitesRepo.findById(siteId)
    if (!site) return
    const answer = await this.read(site, language)
    const texts = RUNNING_ORDER_TEXTS[language] ?? RUNNING_ORDER_TEXTS.sv
    const title = siteTitleOf(this.sites, site)
    for (const { signUp, block, time } of placed(answer)) {
      if (!signUp.mail) continue
      if (!(await this.orders.claimMail(site.id, signUp.id, signUp.mail, this.clock().toISOString())))
        continue
      const content = texts.mail({
        name: signUp.name,
        site: title,
        block: block.title,
        time,
        minutes: signUp.minutes,
      })
      await this.mail.enqueue({ to: signUp.mail, ...content })
    }
  }

  private defaultBlocks(language: InterfaceLanguage, eventStart: string | null): RunningOrder['blocks'] {
    const names = (RUNNING_ORDER_TEXTS[language] ?? RUNNING_ORDER_TEXTS.sv).blocks
    const starts = defaultBlockStarts(eventStart)
    return names.map((title, i) => ({
      id: newId(),
      title,
      start: starts[i] ?? '',
      items: [],
    }))
  }
}

/** Every placed sign-up with its block and start time, in the order of the evening. */
function placed(answer: RunningOrderResponse) {
  const byId = new Map(answer.signUps.map((s) => [s.id, s]))
  const minutesOf = (id: string) => byId.get(id)?.minutes ?? 0
  const timings = blockTimings(answer.order.blocks, minutesOf)
  return answer.order.blocks.flatMap((block, b) =>
    block.items.flatMap((item, index) => {
      const signUp: SignUp | undefined = byId.get(item.signUpId)
      const time = slotStart(block, index, minutesOf, timings[b]?.start)
      return signUp ? [{ signUp, block, time }] : []
    }),
  )
}
