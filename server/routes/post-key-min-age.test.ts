import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submittedAnswers } from '#domain/testing/fixtures.ts'
import { makeAccount } from '../test/factories.ts'
import { makeGuestSite } from '../test/guest-site.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('POST_KEY_MIN_AGE_MS on %s', (dialect) => {
  let t: TestApp
  let now = new Date('2027-05-01T12:00:00Z')
  const host = `nyckelalder-${dialect}.brollopssida.localhost:3000`
  let siteId = ''

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => now }, { POST_KEY_MIN_AGE_MS: '500' })
    siteId = await makeGuestSite(t, await makeAccount(t.app), host)
  })
  afterAll(async () => {
    await t?.services.mail.dispatch()
    await t?.close()
  })

  const key = async () =>
    (await t.app.inject({ url: `/api/rsvps/post-key?siteId=${siteId}`, headers: { host } })).json().key
  const answer = async (postKey: string, name: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/rsvps/${siteId}/v4/`,
        headers: { host },
        payload: {
          guests: [submittedAnswers(name, 'no')],
          language: 'sv',
          groupIdentifier: `g-${name}`,
          postKey,
          formId: 'rsvp',
          formTitle: 'OSA',
        },
      })
    ).json()

  it('counts an answer whose key is as old as the setting, and ignores a younger one', async () => {
    const young = await key()
    const aged = await key()
    now = new Date(now.getTime() + 400)
    expect(await answer(young, 'Ung Nyckel')).toEqual({ invertedSuccess: true })
    now = new Date(now.getTime() + 100)
    expect(await answer(aged, 'Gammal Nog')).toEqual({ invertedSuccess: false })
    const names = (await t.testDb.db.kysely.selectFrom('rsvps').select('form_elements').execute()).map(
      (r) => r.form_elements,
    )
    expect(names.join()).toContain('Gammal Nog')
    expect(names.join()).not.toContain('Ung Nyckel')
  })
})
