export interface MailMessage {
  to: string
  subject: string
  text: string
  /** The From display name (a guest mail: the couple's); the From address is always the brand's. */
  fromName?: string | null
  /** Where a reply goes (a guest mail: the couple's address). */
  replyTo?: string | null
}

/** How a mail leaves the product. The outbox table is the queue in front of every sender. */
export interface MailSender {
  readonly name: string
  send(message: MailMessage): Promise<void>
}

/** The embedded default: the outbox table is the mailbox, read at /dev/outbox. */
export const outboxOnlySender: MailSender = {
  name: 'outbox',
  async send() {},
}
