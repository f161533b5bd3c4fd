import nodemailer from 'nodemailer'
import type { MailMessage, MailSender } from './mail-sender.ts'

/** The address of MAIL_FROM ("Bröllopssida <no-reply@brollopssida.se>" or a bare address). */
export function fromAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim()
}

/**
 * Sends over SMTP from MAIL_FROM. A mail with a display name of its own (a guest mail from the
 * couple) keeps MAIL_FROM's address, so SPF and DKIM of the brand's domain hold, and carries
 * the couple's Reply-To.
 */
export function smtpSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport(smtpUrl)
  const address = fromAddress(from)
  return {
    name: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({
        from: message.fromName ? { name: message.fromName, address } : from,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        to: message.to,
        subject: message.subject,
        text: message.text,
      })
    },
  }
}
