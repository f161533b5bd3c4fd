import type { SiteEvent } from '#domain/events/event.ts'
import { invitedEventsText } from '#domain/events/event-lines.ts'
import { isInvited } from '#domain/events/invitations.ts'
import type { Household, SendLogEntry } from '#domain/households/household.ts'
import type { Audience, ReminderInput } from '#domain/households/messages.ts'
import { eventNotAnswered, renderReminder } from '#domain/households/messages.ts'
import { AppError } from '../../http/errors.ts'
import type { RecurringJob } from '../../jobs/jobs.ts'
import type { HouseholdSendMailRow, HouseholdsRepository } from '../../repositories/households.repository.ts'
import type { SiteRow } from '../../repositories/sites.repository.ts'
import { type Clock, newId } from '../ids.ts'
import type { MailService } from '../mail/mail.service.ts'
import { outboxMail } from '../mail/outbox-mail.ts'
import type { SiteMailService } from '../mail/site-mail.service.ts'

/** Mails one site may send to its guests in 24 hours: a real guest list fits, a spammer does not. */
export const DAILY_REMINDER_LIMIT = 600
const DAY_MS = 24 * 60 * 60_000

export const reminderErrors = {
  noRecipients: () =>
    new AppError(400, {
      sv: 'Ingen i det urvalet har en e-postadress.',
      en: 'Nobody in that selection has an e-mail address.',
      da: 'Ingen i det udvalg har en e-mailadresse.',
    }),
  noAddress: () =>
    new AppError(400, {
      sv: 'Sidan behöver en adress innan inbjudningslänkar kan skickas.',
      en: 'The site needs an address before invitation links can be sent.',
      da: 'Siden skal have en adresse, før invitationslinks kan sendes.',
    }),
  dailyLimit: (limit: number, left: number) =>
    new AppError(429, {
      sv: `Det går att skicka högst ${limit} mejl per dygn. ${left} återstår just nu.`,
      en: `At most ${limit} mails can be sent in 24 hours. ${left} are left now.`,
      da: `Der kan sendes højst ${limit} mails i døgnet. ${left} er tilbage nu.`,
    }),
}

function addressesOf(household: Household): string[] {
  return [...new Set(household.members.map((m) => m.email).filter((e): e is string => !!e))]
}

/** The events each household is invited to; a household missing from it is invited to all (issue 32). */
export type InvitedEvents = ReadonlyMap<string, readonly string[]>

function inAudience(household: Household, audience: Audience, invited: InvitedEvents): boolean {
  if (audience.kind === 'everyone') return true
  if (audience.kind === 'eventNotAnswered')
    return eventNotAnswered(household, invited.get(household._id) ?? null, audience.eventId)
  // An answer the couple deleted in the responses viewer no longer counts as answered.
  if (audience.kind === 'notAnswered') return household.status === 'none'
  if (audience.kind === 'answeredYes') return household.status === 'yes'
  return household.tags.includes(audience.tag)
}

/**
 * Reminders to households by mail. A send stores one row per household first (its key is the
 * send and the household); a recurring job moves each row into the mail outbox once, marking it
 * in the same transaction, so a retry, a crash or a second instance never mails a household twice.
 */
export class HouseholdRemindersService {
  constructor(
    private readonly households: HouseholdsRepository,
    private readonly mail: MailService,
    private readonly siteMail: Pick<SiteMailService, 'guestSender'>,
    private readonly clock: Clock,
    private readonly dailyLimit = DAILY_REMINDER_LIMIT,
  ) {}

  async send(
    site: SiteRow,
    input: ReminderInput,
    households: Household[],
    unsubscribeUrl: (code: string) => string,
    programme: readonly SiteEvent[] = [],
    invited: InvitedEvents = new Map(),
  ): Promise<{ _id: string; recipients: number }> {
    const now = this.clock()
    const chosen = households.filter(
      (h) => !h.unsubscribedAt && inAudience(h, input.audience, invited) && h.members.some((m) => m.email),
    )
    if (chosen.length === 0) throw reminderErrors.noRecipients()
    if (chosen.some((h) => !h.link)) throw reminderErrors.noAddress()
    const used = await this.households.addressesSince(site.id, new Date(now.getTime() - DAY_MS).toISOString())
    // A household's mail to three addresses is three mails sent.
    const addresses = chosen.reduce((n, h) => n + addressesOf(h).length, 0)
    if (used + addresses > this.dailyLimit) {
      throw reminderErrors.dailyLimit(this.dailyLimit, Math.max(0, this.dailyLimit - used))
    }
    const sendId = newId()
    const createdAt = now.toISOString()
    // The guests see who reminds them, and their replies reach the couple.
    const sender = await this.siteMail.guestSender(site, input.language)
    const mails: HouseholdSendMailRow[] = chosen.map((h) => {
      const rendered = renderReminder(
        input,
        {
          name: h.name,
          link: h.link ?? '',
          unsubscribeLink: unsubscribeUrl(h.code),
          // A site with several events tells each household its own; one event: the mail as before.
          events: invitedEventsText(
            programme.filter((e) => isInvited(h.events, e.id)),
            programme.length,
            input.language,
          ),
        },
        sender.name,
      )
      return {
        send_id: sendId,
        household_id: h._id,
        site_id: site.id,
        household_name: h.name,
        to_address: addressesOf(h).join(', '),
        subject: rendered.subject,
        text_body: rendered.text,
        from_name: sender.fromName,
        reply_to: sender.replyTo,
        created_at: createdAt,
        queued_at: null,
      }
    })
    await this.households.insertSend(
      {
        id: sendId,
        site_id: site.id,
        audience:
          input.audience.kind === 'tag'
            ? `tag:${input.audience.tag}`
            : input.audience.kind === 'eventNotAnswered'
              ? `event:${input.audience.eventId}`
              : input.audience.kind,
        subject: input.subject,
        body: input.body,
        language: input.language,
        created_at: createdAt,
      },
      mails,
    )
    await this.queueDue()
    return { _id: sendId, recipients: mails.length }
  }

  /** Moves every unqueued reminder into the outbox; safe to run anywhere, any number of times. */
  async queueDue(): Promise<void> {
    for (;;) {
      const rows = await this.households.unqueuedMails(100)
      if (rows.length === 0) break
      let queued = 0
      for (const row of rows) {
        const now = this.clock().toISOString()
        const ok = await this.households.queueMail(
          row,
          outboxMail(
            {
              to: row.to_address,
              subject: row.subject,
              text: row.text_body,
              fromName: row.from_name,
              replyTo: row.reply_to,
            },
            now,
          ),
          now,
        )
        if (ok) queued++
      }
      if (queued === 0) break
    }
    this.mail.kick()
  }

  job(): RecurringJob {
    return { name: 'household-reminders', everyMs: 30_000, run: () => this.queueDue() }
  }

  async log(site: SiteRow): Promise<SendLogEntry[]> {
    const [sends, mails] = await Promise.all([
      this.households.sendsForSite(site.id),
      this.households.mailsOfSends(site.id),
    ])
    return sends.map((s) => ({
      _id: s.id,
      createdAt: s.created_at,
      audience: s.audience,
      subject: s.subject,
      recipients: mails
        .filter((m) => m.send_id === s.id)
        .map((m) => ({ householdName: m.household_name, to: m.to_address, queuedAt: m.queued_at })),
    }))
  }
}
