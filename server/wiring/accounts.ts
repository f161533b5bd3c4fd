import { AccountDataService } from '../services/accounts/account-data.ts'
import { AccountsService } from '../services/accounts/accounts.service.ts'
import type { MailService } from '../services/mail/mail.service.ts'
import type { FileDeletionsService } from '../services/media/file-deletions.ts'
import type { SitesService } from '../services/sites/sites.service.ts'
import type { Area, Wiring } from './wiring.ts'

export interface AccountsServices {
  accounts: AccountsService
  accountData: AccountDataService
}

/** Accounts, sessions and password resets; an owner's copy of their data and its erasure. */
export function wireAccounts(
  { work, repos, clock }: Wiring,
  deps: { mail: MailService; sites: SitesService; fileDeletions: FileDeletionsService },
): Area<AccountsServices> {
  return {
    services: {
      accounts: new AccountsService(
        repos.accounts,
        repos.sessions,
        repos.passwordResets,
        repos.sites,
        deps.mail,
        clock,
      ),
      accountData: new AccountDataService(
        work,
        clock,
        (host) => deps.sites.forgetHost(host),
        deps.fileDeletions,
      ),
    },
    jobs: [],
  }
}
