import type { FastifyBaseLogger } from 'fastify'
import type { MailMessage, MailSender } from '../../integrations/mail/mail-sender.ts'
import type { RecurringJob } from '../../jobs/jobs.ts'
import type { MailOutboxRepository } from '../../repositories/mail-outbox.repository.ts'
import type { Clock } from '../ids.ts'
import { outboxMail } from './outbox-mail.ts'

const MAX_ATTEMPTS = 8
/** When to look again and how long a claim lasts (MAIL_OUTBOX_EVERY_MS and MAIL_CLAIM_MS). */
export interface MailTiming {
  everyMs: number
  claimMs: number
}
const DEFAULT_TIMING: MailTiming = { everyMs: 15_000, claimMs: 60_000 }
const FIRST_RETRY_MS = 30_000
const MAX_RETRY_MS = 60 * 60_000

/** Wait before the try after `attempts` failed ones: 30 s, 1 min, 2 min, ... at most an hour. */
export function mailBackoffMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1))
}

/**
 * Mails are written to the outbox first and sent after, so a mail server that is down never loses
 * a mail: what failed stays pending and is tried again after a growing wait. Sending is a job that
 * any instance may run: each mail is claimed before it is sent, so it goes out once however many
 * instances look at the outbox, and a mail claimed by an instance that died is free again after
 * its claim (MAIL_CLAIM_MS) runs out.
 */
export class MailService {
  private dispatching: Promise<void> | null = null
  private again = false

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly sender: MailSender,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly timing: MailTiming = DEFAULT_TIMING,
  ) {}

  async enqueue(message: MailMessage): Promise<void> {
    await this.outbox.insert(outboxMail(message, this.clock().toISOString()))
    this.kick()
  }

  /**
   * Starts a send without waiting for it: a failure (database gone, shutting down) is logged, and
   * the outbox job sends what it left. A rejection left unhandled would end the process.
   */
  kick(): void {
    this.dispatch().catch((err) => this.log.warn({ err }, 'mail dispatch failed; the outbox job retries'))
  }

  /**
   * Sends what is due now (kicked after a mail is stored, and run by the outbox job); concurrent
   * calls in one process share one run.
   */
  dispatch(): Promise<void> {
    if (this.dispatching) {
      // The run under way may have read the outbox before this mail was stored: it goes round again.
      this.again = true
      return this.dispatching
    }
    this.dispatching = (async () => {
      do {
        this.again = false
        await this.runDispatch()
      } while (this.again)
    })().finally(() => {
      this.dispatching = null
    })
    return this.dispatching
  }

  /** The recurring job that sends what a kick missed: retries, and mails of a crashed instance. */
  outboxJob(): RecurringJob {
    return { name: 'mail-outbox', everyMs: this.timing.everyMs, run: () => this.dispatch() }
  }

  private async runDispatch(): Promise<void> {
    for (;;) {
      const now = this.clock()
      const rows = await this.outbox.due(now.toISOString(), 50)
      // One claim and one "sent" for the batch: each write is a disk flush on SQLite, and under a
      // burst of guest answers the batch holds every mail that arrived meanwhile.
      const mine = new Set(
        await this.outbox.claimMany(
          rows.map((r) => r.id),
          now.toISOString(),
          new Date(now.getTime() + this.timing.claimMs).toISOString(),
        ),
      )
      const sent: string[] = []
      for (const row of rows) {
        if (!mine.has(row.id)) continue
        try {
          await this.sender.send({
            to: row.to_address,
            subject: row.subject,
            text: row.text_body,
            fromName: row.from_name,
            replyTo: row.reply_to,
          })
          sent.push(row.id)
        } catch (err) {
          const attempts = row.attempts + 1
          const giveUp = attempts >= MAX_ATTEMPTS
          this.log.warn({ err, mailId: row.id, giveUp }, 'mail send failed')
          const next = new Date(this.clock().getTime() + mailBackoffMs(attempts)).toISOString()
          await this.outbox.markFailedAttempt(row.id, String(err), giveUp, giveUp ? null : next)
        }
      }
      await this.outbox.markManySent(sent, this.clock().toISOString())
      // A full batch that sent something: there may be more due behind it.
      if (rows.length < 50 || sent.length === 0) return
    }
  }
}
