import { outboxOnlySender } from '../integrations/mail/mail-sender.ts'
import { smtpSender } from '../integrations/mail/smtp-sender.ts'
import type { MailOutboxRepository } from '../repositories/mail-outbox.repository.ts'
import { MailService } from '../services/mail/mail.service.ts'
import { SiteMailService } from '../services/mail/site-mail.service.ts'
import type { Area, Wiring } from './wiring.ts'

export interface MailServices {
  mail: MailService
  outbox: MailOutboxRepository
  /** The owner's mail settings of a site, and the sender of its mails to guests. */
  siteMail: SiteMailService
}

/** The outbox and its sender (SMTP when SMTP_URL is set); its job sends the outbox with retries. */
export function wireMail({ config, repos, clock, log, options }: Wiring): Area<MailServices> {
  const sender =
    options.mailSender ?? (config.SMTP_URL ? smtpSender(config.SMTP_URL, config.MAIL_FROM) : outboxOnlySender)
  const mail = new MailService(repos.mailOutbox, sender, clock, log, {
    everyMs: config.MAIL_OUTBOX_EVERY_MS,
    claimMs: config.MAIL_CLAIM_MS,
  })
  const siteMail = new SiteMailService(repos.accounts, repos.siteMailSettings, clock)
  return { services: { mail, outbox: repos.mailOutbox, siteMail }, jobs: [mail.outboxJob()] }
}
