import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reminderSchema } from '#domain/households/messages.ts'
import { AppError } from '../http/errors.ts'
import { presentHousehold } from '../presenters/household.presenter.ts'
import { HouseholdsRepository } from '../repositories/households.repository.ts'
import { makeAccount } from '../test/factories.ts'
import { makeGuestSite } from '../test/guest-site.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'
import { HouseholdRemindersService } from './households-reminders.ts'

describe.each(testDialects())('reminder daily limit on %s (issue 22)', (dialect) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(dialect)
  })
  afterAll(async () => {
    await t?.services.mail.dispatch()
    await t?.close()
  })

  it('refuses a send that would pass the site’s mails of the last 24 hours, and says how many are left', async () => {
    const owner = await makeAccount(t.app)
    const siteId = await makeGuestSite(t, owner, `grans-${dialect}-${Date.now()}.brollopssida.se`)
    for (const name of ['A', 'B', 'C']) {
      await t.app.inject({
        method: 'POST',
        url: `/api/sites/${siteId}/households`,
        headers: { host: APP_HOST, cookie: owner.cookie },
        payload: {
          name,
          members: [{ name, email: `${name.toLowerCase()}@example.se` }],
          tags: name === 'C' ? ['sen'] : [],
        },
      })
    }
    let now = new Date('2027-05-01T12:00:00Z')
    const reminders = new HouseholdRemindersService(
      new HouseholdsRepository(t.testDb.db.kysely),
      t.services.mail,
      () => now,
      3,
    )
    const site = await t.services.sites.findById(siteId)
    if (!site) throw new Error('no site')
    const households = (await t.services.households.list(site)).map((h) =>
      presentHousehold(h, 'https://grans.brollopssida.se/'),
    )
    const input = reminderSchema.parse({
      audience: { kind: 'tag', tag: 'sen' },
      language: 'en',
      subject: 'S',
      body: '{länk}',
    })
    const everyone = { ...input, audience: { kind: 'everyone' as const } }
    expect((await reminders.send(site, input, households, (c) => `u/${c}`)).recipients).toBe(1)
    const refused = await reminders.send(site, everyone, households, (c) => `u/${c}`).catch((e) => e)
    expect(refused).toBeInstanceOf(AppError)
    expect(refused.status).toBe(429)
    expect(refused.texts.en).toBe('At most 3 mails can be sent in 24 hours. 2 are left now.')
    now = new Date('2027-05-02T12:00:01Z')
    expect((await reminders.send(site, everyone, households, (c) => `u/${c}`)).recipients).toBe(3)
  })
})
