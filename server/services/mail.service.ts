import type { FastifyBaseLogger } from 'fastify'
import type { MailMessage, MailSender } from '../integrations/mail/mail-sender.ts'
import type { MailOutboxRepository } from '../repositories/mail-outbox.repository.ts'
import { type Clock, newId } from './ids.ts'

const MAX_ATTEMPTS = 8

/**
 * Mails are written to the outbox first and sent after, so a mail server that is down never loses
 * a mail: what failed stays pending and the next dispatch retries it.
 */
export class MailService {
  private dispatching: Promise<void> | null = null

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly sender: MailSender,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async enqueue(message: MailMessage): Promise<void> {
    await this.outbox.insert({
      id: newId(),
      created_at: this.clock().toISOString(),
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      status: 'pending',
      last_error: null,
      sent_at: null,
    })
    void this.dispatch()
  }

  /** Sends what is pending; concurrent calls share one run. */
  dispatch(): Promise<void> {
    this.dispatching ??= this.runDispatch().finally(() => {
      this.dispatching = null
    })
    return this.dispatching
  }

  private async runDispatch(): Promise<void> {
    for (const row of await this.outbox.pending(50)) {
      try {
        await this.sender.send({ to: row.to_address, subject: row.subject, text: row.text_body })
        await this.outbox.markSent(row.id, this.clock().toISOString())
      } catch (err) {
        const giveUp = row.attempts + 1 >= MAX_ATTEMPTS
        this.log.warn({ err, mailId: row.id, giveUp }, 'mail send failed')
        await this.outbox.markFailedAttempt(row.id, String(err), giveUp)
      }
    }
  }
}
