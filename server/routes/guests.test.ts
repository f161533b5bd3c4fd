import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { submittedAnswers } from '#domain/testing/fixtures.ts'
import { makeAccount, type TestAccount } from '../test/factories.ts'
import { guestSiteContent } from '../test/guest-site.ts'
import { APP_HOST, cookieFrom, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('guest actions on %s', (dialect) => {
  let t: TestApp
  let now = new Date('2027-05-01T12:00:00Z')
  let owner: TestAccount
  let siteId: string
  const host = `gaster-${dialect}.brollopssida.localhost:3000`
  const tick = (ms: number) => {
    now = new Date(now.getTime() + ms)
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => now })
    owner = await makeAccount(t.app)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sites/V2',
      headers: { host: APP_HOST, cookie: owner.cookie },
      payload: { site: guestSiteContent() },
    })
    siteId = res.json().site._id
    await t.services.sites.activate(siteId, host.replace(':3000', ''), 12)
  })
  afterAll(async () => t?.close())
  beforeEach(() => tick(60_000))

  const guest = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    cookie?: string,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { host, ...(cookie ? { cookie } : {}) },
      payload: payload as object,
    })

  const key = async (kind: 'rsvps' | 'form-submissions' = 'rsvps') => {
    const res = await guest('GET', `/api/${kind}/post-key`)
    expect(res.statusCode).toBe(200)
    return res.json().key as string
  }

  /** An RSVP answer, to this describe block's site unless `to` names another, or with a visitor cookie. */
  const rsvp = (
    postKey: string,
    guests: unknown[],
    extra: object = {},
    to: { site?: string; cookie?: string } = {},
  ) =>
    guest(
      'POST',
      `/api/rsvps/${to.site ?? siteId}/v4/`,
      {
        guests,
        language: 'en',
        groupIdentifier: `g-${Math.random()}`,
        postKey,
        formId: 'rsvp',
        formTitle: 'RSVP',
        ...extra,
      },
      to.cookie,
    )

  const storedRsvps = () =>
    t.testDb.db.kysely.selectFrom('rsvps').selectAll().where('site_id', '=', siteId).execute()

  it('accepts an RSVP for three guests, stores one row per guest and mails the recipients', async () => {
    const k = await key()
    tick(3_000)
    const before = (await storedRsvps()).length
    const res = await rsvp(k, [
      submittedAnswers('Anna', 'yes', 'Nötter'),
      submittedAnswers('Bo', 'no', 'ignored because hidden'),
      submittedAnswers('Cilla', 'yes', 'Inga'),
    ])
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ invertedSuccess: false })
    const rows = (await storedRsvps()).slice(before)
    expect(rows).toHaveLength(3)
    expect(new Set(rows.map((r) => r.group_identifier)).size).toBe(1)
    const bo = JSON.parse(rows.find((r) => r.guest_index === 1)?.form_elements ?? '[]')
    expect(bo.find((e: { formElement: { id: string } }) => e.formElement.id === 'allergies').value).toBe('')
    await t.services.mail.dispatch()
    const mails = (await t.services.outbox.latest(10)).filter((m) => m.subject === 'Ny OSA: RSVP')
    // The owner hears of every new RSVP by default, beside the addresses the site lists (issue 31).
    expect(mails.map((m) => m.to_address).sort()).toEqual(
      ['brud@example.se', 'brudgum@example.se', owner.mail].sort(),
    )
    expect(mails[0]?.text_body).toContain('Kommer du?: Nej tyvärr')
    expect(mails[0]?.text_body).toContain('Allergier: Nötter')
    expect(mails[0]?.status).toBe('sent')
  })

  it('mails a new RSVP to the address the owner chose, once, and not at all once switched off (issue 31)', async () => {
    const settings = (payload?: object) =>
      t.app.inject({
        method: payload ? 'PUT' : 'GET',
        url: `/api/sites/${siteId}/mail-settings`,
        headers: { host: APP_HOST, cookie: owner.cookie },
        ...(payload ? { payload } : {}),
      })
    expect((await settings()).json().mailSettings).toEqual({
      replyTo: null,
      rsvpToOwner: true,
      rsvpOwnerAddress: null,
      ownerMail: owner.mail,
    })
    const bad = await settings({ replyTo: 'inte-en-adress', rsvpToOwner: true, rsvpOwnerAddress: null })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().isErrorResponse).toBe(true)
    const chosen = await settings({ replyTo: '', rsvpToOwner: true, rsvpOwnerAddress: 'osa@example.se' })
    expect(chosen.statusCode).toBe(200)
    expect(chosen.json().mailSettings).toMatchObject({ replyTo: null, rsvpOwnerAddress: 'osa@example.se' })

    const newOsa = async () =>
      (await t.services.outbox.latest(50)).filter(
        (m) =>
          m.subject === 'Ny OSA: RSVP' && !['brud@example.se', 'brudgum@example.se'].includes(m.to_address),
      )
    const before = (await newOsa()).map((m) => m.id)
    const groupIdentifier = `g-${Math.random()}`
    const k = await key()
    tick(3_000)
    const answer = [submittedAnswers('Dana', 'yes', 'Inga')]
    expect((await rsvp(k, answer, { groupIdentifier })).statusCode).toBe(200)
    // The guest's retry of the same answer (a new key, the same group) is that answer: no second mail.
    const retry = await key()
    tick(3_000)
    expect((await rsvp(retry, answer, { groupIdentifier })).json()).toEqual({ invertedSuccess: false })
    const added = (await newOsa()).filter((m) => !before.includes(m.id))
    expect(added.map((m) => m.to_address)).toEqual(['osa@example.se'])

    expect((await settings({ replyTo: null, rsvpToOwner: false, rsvpOwnerAddress: null })).statusCode).toBe(
      200,
    )
    const k2 = await key()
    tick(3_000)
    expect((await rsvp(k2, [submittedAnswers('Eva', 'no', '')])).statusCode).toBe(200)
    expect((await newOsa()).filter((m) => !before.includes(m.id))).toHaveLength(1)
  })

  it.each([
    ['sent sooner than 3 seconds after the key', async () => ({ k: await key(), wait: 2_000 })],
    ['with a forged key', async () => ({ k: `${(await key()).slice(0, -3)}abc`, wait: 3_000 })],
    ['with an expired key', async () => ({ k: await key(), wait: 25 * 3600 * 1000 })],
    ['with a form key', async () => ({ k: await key('form-submissions'), wait: 3_000 })],
    ['with garbage as key', async () => ({ k: 'not-a-key', wait: 3_000 })],
  ])('answers invertedSuccess and stores nothing when %s', async (_name, make) => {
    const { k, wait } = await make()
    tick(wait)
    const before = (await storedRsvps()).length
    const res = await rsvp(k, [submittedAnswers('Robot', 'no')])
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ invertedSuccess: true })
    expect((await storedRsvps()).length).toBe(before)
  })

  it('treats a reused key and a filled honeypot as spam', async () => {
    const k = await key()
    tick(3_000)
    expect((await rsvp(k, [submittedAnswers('Dora', 'no')])).json().invertedSuccess).toBe(false)
    const before = (await storedRsvps()).length
    expect((await rsvp(k, [submittedAnswers('Dora igen', 'no')])).json().invertedSuccess).toBe(true)
    const k2 = await key()
    tick(3_000)
    expect(
      (await rsvp(k2, [submittedAnswers('Bot', 'no')], { website: 'http://spam' })).json().invertedSuccess,
    ).toBe(true)
    expect((await storedRsvps()).length).toBe(before)
  })

  it.each([
    [
      'an unknown element',
      [
        {
          formElements: [
            ...submittedAnswers('A', 'no').formElements,
            { formElement: { id: 'x' }, value: 'y' },
          ],
        },
      ],
      'guests.0.x',
    ],
    ['a missing required text', [submittedAnswers('', 'no')], 'guests.0.name'],
    [
      'a missing single-select',
      [{ formElements: [{ formElement: { id: 'name' }, value: 'A' }] }],
      'guests.0.attend',
    ],
    ['a required conditional text left empty', [submittedAnswers('A', 'yes', '')], 'guests.0.allergies'],
    [
      'an option that does not exist',
      [
        {
          formElements: [
            { formElement: { id: 'name' }, value: 'A' },
            { formElement: { id: 'attend' }, selectedOption: { id: 'maybe' } },
          ],
        },
      ],
      'guests.0.attend',
    ],
    ['an oversized value', [submittedAnswers('A'.repeat(2001), 'no')], 'guests.0.name'],
  ])('refuses %s with a 400 naming it, and the key stays usable', async (_name, guests, field) => {
    const k = await key()
    tick(3_000)
    const res = await rsvp(k, guests)
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json().fields)).toContain(field)
    expect((await rsvp(k, [submittedAnswers('Rättad', 'no')])).json().invertedSuccess).toBe(false)
  })

  it('refuses more guests than the module allows, a bad body, and a hidden or missing module', async () => {
    const k = await key()
    tick(3_000)
    const six = Array.from({ length: 6 }, (_, i) => submittedAnswers(`G${i}`, 'no'))
    expect((await rsvp(k, six)).statusCode).toBe(400)
    expect((await rsvp(k, [])).statusCode).toBe(400)
    expect((await guest('POST', `/api/rsvps/${siteId}/v4/`, { guests: 'many' })).statusCode).toBe(400)
    const hidden = await guest('POST', `/api/form-submissions/${siteId}/`, {
      formElements: [],
      postKey: k,
      formId: 'hidden-form',
      language: 'sv',
      formTitle: '',
    })
    expect(hidden.statusCode).toBe(404)
    expect((await rsvp(k, [submittedAnswers('A', 'no')], { formId: 'gifts' })).statusCode).toBe(404)
  })

  it('accepts a form submission and mails it', async () => {
    const k = await key('form-submissions')
    tick(3_000)
    const res = await guest('POST', `/api/form-submissions/${siteId}/`, {
      formElements: [{ formElement: { id: 'who' }, value: 'Farbror Sven' }],
      postKey: k,
      formId: 'speech',
      language: 'sv',
      formTitle: 'Anmäl tal',
    })
    expect(res.json()).toEqual({ invertedSuccess: false })
    const rows = await t.testDb.db.kysely.selectFrom('form_submissions').selectAll().execute()
    expect(rows.some((r) => r.form_elements.includes('Farbror Sven'))).toBe(true)
    const mail = (await t.services.outbox.latest(20)).find((m) => m.to_address === 'toastmaster@example.se')
    expect(mail?.subject).toBe('Nytt formulärsvar: Anmäl tal')
  })

  describe('gift registry', () => {
    const reserve = (item: string, quantity: number, password: string) =>
      guest('PUT', `/api/gift-registry/${siteId}/gifts/${item}/v2`, { quantity, password })
    const cancel = (item: string, quantity: number, password: string) =>
      guest('DELETE', `/api/gift-registry/${siteId}/gifts/${item}/v2`, { quantity, password })

    it('never oversells: 50 concurrent reservations of an item with quantity 3 leave exactly 3', async () => {
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => reserve('plates', 1, `pw-${i}`)))
      const ok = results.filter((r) => r.statusCode === 200)
      expect(ok).toHaveLength(3)
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(47)
      const totals = (await t.services.gifts.totals(siteId)).find((r) => r.giftRegistryId === 'plates')
      expect(totals?.quantityReserved).toBe(3)
      expect(ok[0]?.json().giftRegistryReservations).toEqual(
        expect.arrayContaining([expect.objectContaining({ giftRegistryId: 'plates' })]),
      )
    })

    it('stays exact under cancel and reserve races', async () => {
      const winners: string[] = []
      for (const [i, r] of (
        await Promise.all([0, 1, 2].map((i) => cancel('plates', 1, `pw-${i}`)))
      ).entries()) {
        if (r.statusCode === 200) winners.push(`pw-${i}`)
      }
      const mixed = await Promise.all([
        ...Array.from({ length: 10 }, (_, i) => reserve('plates', 1, `race-${i}`)),
        ...Array.from({ length: 3 }, (_, i) => cancel('plates', 1, `pw-${i + 3}`)),
      ])
      expect(mixed.every((r) => [200, 403, 409].includes(r.statusCode))).toBe(true)
      const reserved = (await t.services.gifts.totals(siteId)).find(
        (r) => r.giftRegistryId === 'plates',
      )?.quantityReserved
      expect(reserved).toBeLessThanOrEqual(3)
      const rows = await t.testDb.db.kysely
        .selectFrom('gift_reservations')
        .select('quantity')
        .where('item_id', '=', 'plates')
        .execute()
      expect(rows.reduce((n, r) => n + r.quantity, 0)).toBe(reserved)
    })

    it('cancels only with the password given when reserving', async () => {
      const res = await reserve('vase', 1, 'hemligt')
      expect(res.statusCode).toBe(200)
      expect(res.json().giftRegistryReservations).toContainEqual({
        giftRegistryId: 'vase',
        quantityReserved: 1,
      })
      expect((await reserve('vase', 1, 'annat')).statusCode).toBe(409)
      const wrong = await cancel('vase', 1, 'fel')
      expect(wrong.statusCode).toBe(403)
      expect(wrong.json().errorDescription.sv).toContain('Fel lösenord')
      expect((await cancel('vase', 2, 'hemligt')).statusCode).toBe(409)
      const right = await cancel('vase', 1, 'hemligt')
      expect(right.statusCode).toBe(200)
      expect(
        right
          .json()
          .giftRegistryReservations.find((r: { giftRegistryId: string }) => r.giftRegistryId === 'vase'),
      ).toBeUndefined()
    })

    it('refuses a non-reservable item, an unknown item, and bad quantities', async () => {
      expect((await reserve('love', 1, 'x')).statusCode).toBe(400)
      expect((await reserve('nothing', 1, 'x')).statusCode).toBe(404)
      expect((await reserve('vase', 0, 'x')).statusCode).toBe(400)
      expect((await reserve('vase', 1.5, 'x')).statusCode).toBe(400)
      expect((await reserve('vase', 1, '')).statusCode).toBe(400)
    })

    it('shows reservations on the public site and its page', async () => {
      await reserve('vase', 1, 'syns')
      const pub = await guest('GET', `/api/sites/public/${siteId}`)
      expect(pub.json().giftRegistryReservations).toContainEqual({
        giftRegistryId: 'vase',
        quantityReserved: 1,
      })
      await cancel('vase', 1, 'syns')
    })
  })

  describe('a protected site', () => {
    it('refuses answers and reservations without the visitor cookie', async () => {
      await t.app.inject({
        method: 'PUT',
        url: `/api/sites/${siteId}/password`,
        headers: { host: APP_HOST, cookie: owner.cookie },
        payload: { password: 'tårta' },
      })
      const k = await key()
      tick(3_000)
      const refused = await rsvp(k, [submittedAnswers('A', 'no')])
      expect(refused.statusCode).toBe(401)
      expect(
        (await guest('PUT', `/api/gift-registry/${siteId}/gifts/vase/v2`, { quantity: 1, password: 'x' }))
          .statusCode,
      ).toBe(401)
      const login = await guest('POST', `/api/sites/public/${siteId}/login`, { password: 'tårta' })
      const visitor = cookieFrom(login, `v_${siteId}`)
      const res = await rsvp(k, [submittedAnswers('A', 'no')], {}, { cookie: visitor })
      expect(res.json()).toEqual({ invertedSuccess: false })
      await t.app.inject({
        method: 'PUT',
        url: `/api/sites/${siteId}/password`,
        headers: { host: APP_HOST, cookie: owner.cookie },
        payload: { password: '' },
      })
    })

    it('refuses answers to an unpublished site', async () => {
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/sites/V2',
        headers: { host: APP_HOST, cookie: owner.cookie },
        payload: { site: guestSiteContent() },
      })
      const k = await key()
      tick(3_000)
      const res = await rsvp(k, [submittedAnswers('A', 'no')], {}, { site: other.json().site._id })
      expect(res.statusCode).toBe(404)
    })
  })
})
