import type { MailOutboxTable } from '../../db/schema.ts'
import type { MailMessage } from '../../integrations/mail/mail-sender.ts'
import { newId } from '../ids.ts'

/** A mail as the outbox stores it, before its first try. */
export type OutboxMail = Omit<MailOutboxTable, 'attempts'>

/**
 * The one way a mail becomes an outbox row, whether the mail service stores it alone or a
 * transaction writes it beside the change it tells of (an answer, a payment, an order): the
 * sending job picks up every row the same way. `createdAt` is the caller's time, so a row written
 * in a transaction carries the time of that change.
 */
export function outboxMail(mail: MailMessage, createdAt: string): OutboxMail {
  return {
    id: newId(),
    created_at: createdAt,
    to_address: mail.to,
    subject: mail.subject,
    text_body: mail.text,
    from_name: mail.fromName ?? null,
    reply_to: mail.replyTo ?? null,
    status: 'pending',
    last_error: null,
    sent_at: null,
  }
}
