import type { MemberRole } from '#domain/members/members.ts'
import { makeAccount, type TestAccount } from './factories.ts'
import { APP_HOST, type TestApp } from './test-app.ts'

const LINK = /\/medarbetare\/inbjudan\/(\S+)/

/** The token of the latest invitation mailed to `mail`, read from the outbox. */
export async function invitationTokenFor(t: TestApp, mail: string): Promise<string> {
  const mails = (await t.services.outbox.latest(200)).filter((m) => m.to_address === mail)
  const token = LINK.exec(mails[0]?.text_body ?? '')?.[1]
  if (!token) throw new Error(`no invitation mailed to ${mail}`)
  return token
}

/** A new account made a member of the site with `role`, through the invitation calls. */
export async function makeMember(
  t: TestApp,
  owner: TestAccount,
  siteId: string,
  role: MemberRole,
): Promise<TestAccount> {
  const member = await makeAccount(t.app)
  const headers = { host: APP_HOST, cookie: owner.cookie }
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/sites/${siteId}/members`,
    headers,
    payload: { mail: member.mail, role },
  })
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`)
  const token = await invitationTokenFor(t, member.mail)
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/member-invitations/${token}`,
    headers: { host: APP_HOST, cookie: member.cookie },
    payload: {},
  })
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`)
  return member
}
