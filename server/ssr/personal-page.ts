import { INVITE_CODE_PATTERN } from '#domain/households/household.ts'
import { INVITE_FIELD } from '#web/guests/invitation.tsx'
import type { PersonalInvitation } from '#web/site/page-input.ts'
import type { Services } from '../container.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'

/**
 * The household of a personal link (?inbjudan=<code>, or the code a form on its page posted), so
 * the server renders the page as theirs: greeting, members, their count. A code no household of
 * the site has is said to be wrong. Undefined without a code.
 */
export async function personalInvitation(
  method: string,
  body: unknown,
  url: URL,
  row: SiteRow,
  services: Services,
): Promise<PersonalInvitation | undefined> {
  const posted = method === 'POST' && typeof body === 'object' && body !== null ? field(body) : undefined
  const code = posted || url.searchParams.get(INVITE_FIELD)
  if (!code) return undefined
  const found = INVITE_CODE_PATTERN.test(code) ? await services.households.byCode(row.id, code) : undefined
  // A wrong code is only compared with the link's, never put in a form: kept short.
  if (!found) return { code: code.slice(0, 64), household: null }
  return { code, household: await services.households.invitation(found) }
}

function field(body: object): string | undefined {
  const value = (body as Record<string, unknown>)[INVITE_FIELD]
  return typeof value === 'string' ? value : undefined
}
