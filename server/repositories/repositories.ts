import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { AccountsRepository } from './accounts.repository.ts'
import { GiftReservationsRepository } from './gift-reservations.repository.ts'
import { GuestSubmissionsRepository } from './guest-submissions.repository.ts'
import { LogsRepository } from './logs.repository.ts'
import { MailOutboxRepository } from './mail-outbox.repository.ts'
import { PasswordResetsRepository } from './password-resets.repository.ts'
import { PostKeysRepository } from './post-keys.repository.ts'
import { PrintOrdersRepository } from './print-orders.repository.ts'
import { PrintsRepository } from './prints.repository.ts'
import { RsvpGroupsRepository } from './rsvp-groups.repository.ts'
import { SessionsRepository } from './sessions.repository.ts'
import { SiteVersionsRepository } from './site-versions.repository.ts'
import { SiteVisitsRepository } from './site-visits.repository.ts'
import { SitesRepository } from './sites.repository.ts'
import { UploadsRepository } from './uploads.repository.ts'

/** Every repository, bound to one handle: the database, or one transaction of it. */
export interface Repositories {
  accounts: AccountsRepository
  giftReservations: GiftReservationsRepository
  guestSubmissions: GuestSubmissionsRepository
  logs: LogsRepository
  mailOutbox: MailOutboxRepository
  passwordResets: PasswordResetsRepository
  postKeys: PostKeysRepository
  prints: PrintsRepository
  printOrders: PrintOrdersRepository
  rsvpGroups: RsvpGroupsRepository
  sessions: SessionsRepository
  siteVersions: SiteVersionsRepository
  siteVisits: SiteVisitsRepository
  sites: SitesRepository
  uploads: UploadsRepository
}

export function createRepositories(db: Kysely<Database>): Repositories {
  return {
    accounts: new AccountsRepository(db),
    giftReservations: new GiftReservationsRepository(db),
    guestSubmissions: new GuestSubmissionsRepository(db),
    logs: new LogsRepository(db),
    mailOutbox: new MailOutboxRepository(db),
    passwordResets: new PasswordResetsRepository(db),
    postKeys: new PostKeysRepository(db),
    prints: new PrintsRepository(db),
    printOrders: new PrintOrdersRepository(db),
    rsvpGroups: new RsvpGroupsRepository(db),
    sessions: new SessionsRepository(db),
    siteVersions: new SiteVersionsRepository(db),
    siteVisits: new SiteVisitsRepository(db),
    sites: new SitesRepository(db),
    uploads: new UploadsRepository(db),
  }
}
