import type { MeResponse } from '#domain/accounts.ts'
import type { AccountRow } from '../repositories/accounts.repository.ts'

/** The account as its owner gets it (GET /api/accounts/me/ and the answers of login and register). */
export function presentAccount(account: AccountRow, latestSite: { id: string } | undefined): MeResponse {
  return {
    mail: account.mail,
    name: account.name,
    registered: { date: account.registered_at },
    site: latestSite ? { _id: latestSite.id } : null,
  }
}
