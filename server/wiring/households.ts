import { HouseholdsService } from '../services/households/households.service.ts'
import { HouseholdRemindersService } from '../services/households/households-reminders.ts'
import type { MailServices } from './mail.ts'
import type { Area, Wiring } from './wiring.ts'

export interface HouseholdsServices {
  /** The guest list: households and their personal invitation codes (issue 22). */
  households: HouseholdsService
  householdReminders: HouseholdRemindersService
}

/** The guest list; its job moves reminder sends into the mail outbox, once per household. */
export function wireHouseholds(
  { repos, clock, invalidation }: Wiring,
  { mail, siteMail }: MailServices,
): Area<HouseholdsServices> {
  const householdReminders = new HouseholdRemindersService(repos.households, mail, siteMail, clock)
  return {
    services: {
      households: new HouseholdsService(repos.households, repos.guestSubmissions, clock, invalidation),
      householdReminders,
    },
    jobs: [householdReminders.job()],
  }
}
