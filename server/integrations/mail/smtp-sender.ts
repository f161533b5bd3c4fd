import nodemailer from 'nodemailer'
import type { MailMessage, MailSender } from './mail-sender.ts'

export function smtpSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    name: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text })
    },
  }
}
