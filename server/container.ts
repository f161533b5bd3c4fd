import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config.ts'
import type { Db } from './db/database.ts'
import type { MailSender } from './integrations/mail/mail-sender.ts'
import { outboxOnlySender } from './integrations/mail/mail-sender.ts'
import { smtpSender } from './integrations/mail/smtp-sender.ts'
import { AccountsRepository } from './repositories/accounts.repository.ts'
import { LogsRepository } from './repositories/logs.repository.ts'
import { MailOutboxRepository } from './repositories/mail-outbox.repository.ts'
import { PasswordResetsRepository } from './repositories/password-resets.repository.ts'
import { SessionsRepository } from './repositories/sessions.repository.ts'
import { SiteVisitsRepository } from './repositories/site-visits.repository.ts'
import { SitesRepository } from './repositories/sites.repository.ts'
import { AccountsService } from './services/accounts.service.ts'
import { type Clock, systemClock } from './services/ids.ts'
import { LogsService } from './services/logs.service.ts'
import { MailService } from './services/mail.service.ts'
import { SitesService } from './services/sites.service.ts'
import { VisitsService } from './services/visits.service.ts'

export interface Services {
  accounts: AccountsService
  sites: SitesService
  visits: VisitsService
  logs: LogsService
  mail: MailService
  outbox: MailOutboxRepository
}

export interface ServiceOptions {
  clock?: Clock
  mailSender?: MailSender
}

/** Wires repositories into services; the only place that knows both. */
export function createServices(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
  options: ServiceOptions = {},
): Services {
  const clock = options.clock ?? systemClock
  const k = db.kysely
  const sitesRepo = new SitesRepository(k)
  const outbox = new MailOutboxRepository(k)
  const sender =
    options.mailSender ?? (config.SMTP_URL ? smtpSender(config.SMTP_URL, config.MAIL_FROM) : outboxOnlySender)
  const mail = new MailService(outbox, sender, clock, log)
  return {
    accounts: new AccountsService(
      new AccountsRepository(k),
      new SessionsRepository(k),
      new PasswordResetsRepository(k),
      sitesRepo,
      mail,
      clock,
    ),
    sites: new SitesService(sitesRepo, clock),
    visits: new VisitsService(new SiteVisitsRepository(k), config.sessionSecret, clock),
    logs: new LogsService(new LogsRepository(k), clock),
    mail,
    outbox,
  }
}
