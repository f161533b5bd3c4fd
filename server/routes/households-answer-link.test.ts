import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { submittedAnswers } from '#domain/testing/fixtures.ts'
import { HouseholdsRepository } from '../repositories/households.repository.ts'
import { makeAccount, type TestAccount } from '../test/factories.ts'
import { makeGuestSite } from '../test/guest-site.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

/**
 * Issue 22: an RSVP given through a household's personal link and the household's link to it are
 * one write. Were the link written after the answer's transaction, the failure injected here (after
 * the answer and the link are both written) would leave the answer stored and the link with it.
 */
describe.each(testDialects())('an answer and its household link on %s', (dialect) => {
  let t: TestApp
  let owner: TestAccount
  let siteId: string
  let now = new Date('2027-05-01T12:00:00Z')
  const host = `hushallslank-${dialect}.brollopssida.localhost:3000`

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => now })
    owner = await makeAccount(t.app)
    siteId = await makeGuestSite(t, owner, host)
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })
  afterAll(async () => {
    await t?.services.mail.dispatch()
    await t?.close()
  })

  const answer = async (group: string, inviteCode: string) => {
    const postKey = (
      await t.app.inject({ method: 'GET', url: '/api/rsvps/post-key', headers: { host } })
    ).json().key as string
    // A key used at once is a robot's: the guest takes a few seconds to answer.
    now = new Date(now.getTime() + 5_000)
    return t.app.inject({
      method: 'POST',
      url: `/api/rsvps/${siteId}/v4/`,
      headers: { host },
      payload: {
        guests: [submittedAnswers('Anna Berg', 'yes', 'inga')],
        language: 'sv',
        groupIdentifier: group,
        postKey,
        formId: 'rsvp',
        formTitle: 'OSA',
        inviteCode,
      },
    })
  }
  const stored = async (group: string) => {
    const db = t.testDb.db.kysely
    const answers = await db.selectFrom('rsvps').select('id').where('group_identifier', '=', group).execute()
    const links = await db
      .withTables<{ household_rsvps: { group_identifier: string } }>()
      .selectFrom('household_rsvps')
      .select('group_identifier')
      .where('group_identifier', '=', group)
      .execute()
    return { answers: answers.length, links: links.length }
  }
  const answeredAt = async (id: string) =>
    (
      await t.testDb.db.kysely
        .withTables<{ households: { id: string; answered_at: string | null } }>()
        .selectFrom('households')
        .select('answered_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).answered_at

  it('stores neither when the work fails after both were written', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/households`,
      headers: { host: APP_HOST, cookie: owner.cookie },
      payload: { name: 'Familjen Berg', members: [{ name: 'Anna Berg' }] },
    })
    expect(created.statusCode, created.body).toBeLessThan(300)
    const berg = created.json() as { _id: string; code: string }

    const linkAnswer = HouseholdsRepository.prototype.linkAnswer
    const injected = vi
      .spyOn(HouseholdsRepository.prototype, 'linkAnswer')
      .mockImplementation(async function (this: HouseholdsRepository, ...args) {
        await linkAnswer.apply(this, args)
        throw new Error('injected failure after the answer and its link were written')
      })
    const failed = await answer('g-berg', berg.code)
    expect(injected, failed.body).toHaveBeenCalledTimes(1)
    expect(failed.statusCode).toBe(500)
    expect(await stored('g-berg')).toEqual({ answers: 0, links: 0 })
    expect(await answeredAt(berg._id)).toBeNull()

    // Without the failure the same answer stores both.
    vi.restoreAllMocks()
    const ok = await answer('g-berg', berg.code)
    expect(ok.json()).toEqual({ invertedSuccess: false })
    expect(await stored('g-berg')).toEqual({ answers: 1, links: 1 })
    expect(await answeredAt(berg._id)).not.toBeNull()
  })
})
