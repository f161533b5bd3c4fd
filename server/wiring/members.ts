import type { AccountsService } from '../services/accounts/accounts.service.ts'
import type { MailService } from '../services/mail/mail.service.ts'
import { MembersService } from '../services/members/members.service.ts'
import type { SitesService } from '../services/sites/sites.service.ts'
import type { Area, Wiring } from './wiring.ts'

export interface MembersServices {
  /** A site's members and roles, their invitations, and who did what (issue 33). */
  members: MembersService
}

export function wireMembers(
  { work, repos, clock }: Wiring,
  deps: { accounts: AccountsService; sites: SitesService; mail: MailService },
): Area<MembersServices> {
  return {
    services: {
      members: new MembersService(
        work,
        repos.siteMembers,
        repos.accounts,
        repos.sites,
        deps.accounts,
        deps.sites,
        deps.mail,
        clock,
      ),
    },
    jobs: [],
  }
}
