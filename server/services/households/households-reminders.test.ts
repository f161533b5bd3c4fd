import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reminderSchema } from '#domain/households/messages.ts'
import { AppError } from '../../http/errors.ts'
import { presentHousehold } from '../../presenters/household.presenter.ts'
import { HouseholdsRepository } from '../../repositories/households.repository.ts'
import { makeAccount } from '../../test/factories.ts'
import { makeGuestSite } from '../../test/guest-site.ts'
import { APP_HOST, createTestApp, type TestApp } from '../../test/test-app.ts'
import { testDialects } from '../../test/test-db.ts'
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
      t.services.siteMail,
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

  it('counts every address a household’s mail goes to, not the household', async () => {
    const owner = await makeAccount(t.app)
    const siteId = await makeGuestSite(t, owner, `adresser-${dialect}-${Date.now()}.brollopssida.se`)
    const households = [
      { name: 'Familjen Berg', members: ['anna', 'bo', 'cleo'], tags: ['familj'] },
      { name: 'Dag', members: ['dag'], tags: [] },
    ]
    for (const { name, members, tags } of households) {
      await t.app.inject({
        method: 'POST',
        url: `/api/sites/${siteId}/households`,
        headers: { host: APP_HOST, cookie: owner.cookie },
        payload: { name, members: members.map((m) => ({ name: m, email: `${m}@example.se` })), tags },
      })
    }
    const reminders = new HouseholdRemindersService(
      new HouseholdsRepository(t.testDb.db.kysely),
      t.services.mail,
      t.services.siteMail,
      () => new Date('2027-06-01T12:00:00Z'),
      3,
    )
    const site = await t.services.sites.findById(siteId)
    if (!site) throw new Error('no site')
    const listed = (await t.services.households.list(site)).map((h) =>
      presentHousehold(h, 'https://adresser.brollopssida.se/'),
    )
    const input = (audience: object) =>
      reminderSchema.parse({ audience, language: 'en', subject: 'S', body: '{länk}' })
    const send = (audience: object) =>
      reminders.send(site, input(audience), listed, (c) => `u/${c}`).catch((e: AppError) => e)

    // Two households, four addresses: past a limit of three.
    const everyone = await send({ kind: 'everyone' })
    expect(everyone).toBeInstanceOf(AppError)
    expect((everyone as AppError).texts.en).toBe('At most 3 mails can be sent in 24 hours. 3 are left now.')
    expect(await send({ kind: 'tag', tag: 'familj' })).toMatchObject({ recipients: 1 })
    const after = await send({ kind: 'everyone' })
    expect((after as AppError).texts.en).toBe('At most 3 mails can be sent in 24 hours. 0 are left now.')
  })
})
