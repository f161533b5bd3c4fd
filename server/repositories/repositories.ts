import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { AccountDataRepository } from './account-data.repository.ts'
import { AccountsRepository } from './accounts.repository.ts'
import type { AnswerWriter } from './answer-writes/answer-writer.ts'
import { ExpiryRemindersRepository } from './expiry-reminders.repository.ts'
import { FileDeletionsRepository } from './file-deletions.repository.ts'
import { GiftPledgesRepository } from './gift-pledges.repository.ts'
import { GiftReservationsRepository } from './gift-reservations.repository.ts'
import { GuestSubmissionsRepository } from './guest-submissions.repository.ts'
import { HouseholdsRepository } from './households.repository.ts'
import { LegacyRepository } from './legacy.repository.ts'
import { LogsRepository } from './logs.repository.ts'
import { MailOutboxRepository } from './mail-outbox.repository.ts'
import { OpsRepository } from './ops.repository.ts'
import { PasswordResetsRepository } from './password-resets.repository.ts'
import { PaymentsRepository, SiteActivationRepository } from './payments.repository.ts'
import { PhotosRepository } from './photos.repository.ts'
import { PostKeysRepository } from './post-keys.repository.ts'
import { PrintOrdersRepository } from './print-orders.repository.ts'
import { PrintsRepository } from './prints.repository.ts'
import { RsvpGroupsRepository } from './rsvp-groups.repository.ts'
import { RunningOrdersRepository } from './running-orders.repository.ts'
import { SessionsRepository } from './sessions.repository.ts'
import {
  DomainRenewalsRepository,
  HostHoldsRepository,
  SiteDomainsRepository,
} from './site-domains.repository.ts'
import { SiteEventsRepository } from './site-events.repository.ts'
import { SiteHostsRepository } from './site-hosts.repository.ts'
import { SiteMailSettingsRepository } from './site-mail-settings.repository.ts'
import { SiteMembersRepository } from './site-members.repository.ts'
import { SiteVersionsRepository } from './site-versions.repository.ts'
import { SiteVisitsRepository } from './site-visits.repository.ts'
import { SitesRepository } from './sites.repository.ts'
import { UploadsRepository } from './uploads.repository.ts'

/**
 * Every repository, bound to one handle: the database, or one transaction of it (the unit of
 * work). The only place a repository is made; a new repository is one line here.
 */
export interface Repositories {
  accountData: AccountDataRepository
  accounts: AccountsRepository
  domainRenewals: DomainRenewalsRepository
  expiryReminders: ExpiryRemindersRepository
  fileDeletions: FileDeletionsRepository
  giftPledges: GiftPledgesRepository
  giftReservations: GiftReservationsRepository
  guestSubmissions: GuestSubmissionsRepository
  hostHolds: HostHoldsRepository
  households: HouseholdsRepository
  legacy: LegacyRepository
  logs: LogsRepository
  mailOutbox: MailOutboxRepository
  ops: OpsRepository
  passwordResets: PasswordResetsRepository
  payments: PaymentsRepository
  photos: PhotosRepository
  postKeys: PostKeysRepository
  prints: PrintsRepository
  printOrders: PrintOrdersRepository
  rsvpGroups: RsvpGroupsRepository
  sessions: SessionsRepository
  siteActivation: SiteActivationRepository
  siteDomains: SiteDomainsRepository
  siteEvents: SiteEventsRepository
  siteMembers: SiteMembersRepository
  runningOrders: RunningOrdersRepository
  siteHosts: SiteHostsRepository
  siteMailSettings: SiteMailSettingsRepository
  siteVersions: SiteVersionsRepository
  siteVisits: SiteVisitsRepository
  sites: SitesRepository
  uploads: UploadsRepository
}

/** `answers`: how guest answers reach the disk on this handle (answer-writes/answer-writer.ts). */
export function createRepositories(db: Kysely<Database>, answers: AnswerWriter): Repositories {
  return {
    accountData: new AccountDataRepository(db),
    accounts: new AccountsRepository(db),
    domainRenewals: new DomainRenewalsRepository(db),
    expiryReminders: new ExpiryRemindersRepository(db),
    fileDeletions: new FileDeletionsRepository(db),
    giftPledges: new GiftPledgesRepository(db),
    giftReservations: new GiftReservationsRepository(db),
    guestSubmissions: new GuestSubmissionsRepository(db, answers),
    hostHolds: new HostHoldsRepository(db),
    households: new HouseholdsRepository(db),
    legacy: new LegacyRepository(db),
    logs: new LogsRepository(db),
    mailOutbox: new MailOutboxRepository(db),
    ops: new OpsRepository(db),
    passwordResets: new PasswordResetsRepository(db),
    payments: new PaymentsRepository(db),
    photos: new PhotosRepository(db),
    postKeys: new PostKeysRepository(db),
    prints: new PrintsRepository(db),
    printOrders: new PrintOrdersRepository(db),
    rsvpGroups: new RsvpGroupsRepository(db),
    sessions: new SessionsRepository(db),
    siteActivation: new SiteActivationRepository(db),
    siteDomains: new SiteDomainsRepository(db),
    siteEvents: new SiteEventsRepository(db),
    siteMembers: new SiteMembersRepository(db),
    runningOrders: new RunningOrdersRepository(db),
    siteHosts: new SiteHostsRepository(db),
    siteMailSettings: new SiteMailSettingsRepository(db),
    siteVersions: new SiteVersionsRepository(db),
    siteVisits: new SiteVisitsRepository(db),
    sites: new SitesRepository(db),
    uploads: new UploadsRepository(db),
  }
}
