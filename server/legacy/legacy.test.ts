import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import rsvpFixture from '#domain/legacy/fixtures/wedding-rsvps.json' with { type: 'json' }
import siteFixture from '#domain/legacy/fixtures/wedding-site.json' with { type: 'json' }
import { makeAccount, type TestAccount } from '../test/factories.ts'
import { noiseJpeg, uploadImage } from '../test/images.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'
import type { LegacyService } from './legacy.service.ts'
import { createLegacyService } from './legacy-wiring.ts'

type Json = Record<string, unknown>

describe.each(testDialects())('legacy sites on %s', (dialect) => {
  let t: TestApp
  let legacy: LegacyService
  let now = new Date('2027-05-01T12:00:00Z')
  let owner: TestAccount
  let other: TestAccount
  let siteId: string
  const host = `annaochjohan-${dialect}.se`
  const tick = (ms: number) => {
    now = new Date(now.getTime() + ms)
  }

  const importFixture = (overrides: Json = {}, rsvps: unknown = rsvpFixture) =>
    legacy.importSite({
      document: { ...structuredClone(siteFixture), host, ...overrides },
      rsvps,
      mail: owner.mail,
      brand: 'wedding',
      market: 'se',
      language: 'sv',
    })

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => now })
    legacy = createLegacyService(t.testDb.db, t.services, () => now)
    owner = await makeAccount(t.app)
    other = await makeAccount(t.app)
    siteId = (await importFixture()).id
  })
  afterAll(async () => t?.close())
  beforeEach(() => tick(60_000))

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { host: APP_HOST, ...(cookie ? { cookie } : {}) },
      payload: payload as object,
    })
  const guest = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { host }, payload: payload as object })
  const key = async (kind: 'rsvps' | 'form-submissions') => {
    const res = await guest('GET', `/api/${kind}/post-key`)
    tick(5_000)
    return res.json().key as string
  }

  describe('import', () => {
    it('keeps host, activation, noindex, images, receivers and reservations, and reads back the legacy shape', async () => {
      const res = await call('GET', `/api/sites/${siteId}`, owner.cookie)
      expect(res.statusCode).toBe(200)
      const site = res.json()
      expect(site).toMatchObject({
        _id: siteId,
        host,
        active: true,
        activeDate: '2019-03-02T10:15:00.000Z',
        metaNoindex: true,
        password: null,
        usesSiteModules: false,
        siteVersion: 1,
        fonts: { heading: 'Playfair Display', text: 'Arial' },
        mailReceivers: siteFixture.mailReceivers,
      })
      expect(site.images).toHaveLength(5)
      expect(site.modules).toHaveLength(12)
      expect(site.modules[2]).toMatchObject({ module: 'RSVP3', _id: 'mod-rsvp' })
      expect(site.modules[2].properties).toContainEqual({ key: 'maxNumberOfPersons', value: 3 })
      expect(site.giftRegistryReservations).toEqual([
        { giftRegistryId: 'giftRegistryItemA1b2c3', quantityReserved: 1 },
        { giftRegistryId: 'giftRegistryItemPlates9', quantityReserved: 2 },
      ])
      expect(site.hasRsvps).toBe(true)
      expect((await call('GET', `/api/sites/${siteId}`, other.cookie)).statusCode).toBe(403)
    })

    it('refuses a malformed file naming the field, and stores nothing', async () => {
      const count = async () => (await t.testDb.db.kysely.selectFrom('sites').select('id').execute()).length
      const before = await count()
      const bad = structuredClone(siteFixture) as Json & { modules: { properties: Json[] }[] }
      bad.modules[2]?.properties.push({ key: 'maxNumberOfPersons', value: 'tre' })
      const attempt = legacy.importSite({
        document: bad,
        mail: owner.mail,
        brand: 'wedding',
        market: 'se',
        language: 'sv',
      })
      await expect(attempt).rejects.toThrow(/modules\.2\.properties\.maxNumberOfPersons/)
      await expect(importFixture({ host: 'annan.se' }, [{ customValues: 'x' }])).rejects.toThrow(
        /rsvps\.0\.customValues/,
      )
      await expect(
        importFixture({ host: 'tredje.se' }, [{ source: 'site-form-mod-text', customValues: [] }]),
      ).rejects.toThrow(/rsvps\.0\.source/)
      await expect(importFixture()).rejects.toThrow(/already used/)
      expect(await count()).toBe(before)
    })
  })

  describe('guest calls', () => {
    const person = (name: string, coming: string, extra: Json[] = []) => ({
      customValues: [
        { id: 'tfName', value: name, type: 'TextField', label: 'Namn' },
        { id: 'rgComing', value: coming, type: 'RadioGroup', label: 'Kommer du?' },
        ...extra,
      ],
    })

    it('takes an RSVP of several persons, lower questions only when shown, and mails the receivers', async () => {
      const postKey = await key('rsvps')
      const res = await guest('POST', `/api/rsvps/${siteId}/v3/`, {
        persons: [
          person('Lisa', 'Ja', [
            { id: 'rgDinner', value: 'Ja', type: 'RadioGroup' },
            { id: 'tfAllergy', value: 'Gluten', type: 'TextField' },
          ]),
          person('Nils', 'Nej'),
        ],
        postKey,
        source: 'site-form-mod-rsvp',
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ invertedSuccess: false })
      const list = (await call('GET', `/api/rsvps/${siteId}`, owner.cookie)).json().data as Json[]
      const lisa = list.find((r) => JSON.stringify(r).includes('Lisa')) as { customValues: Json[] }
      expect(lisa.customValues).toEqual(
        expect.arrayContaining([
          { id: 'rgDinner', label: 'Vill du ha vegetarisk mat?', value: 'Ja', type: 'RadioGroup' },
          { id: 'tfAllergy', label: 'Allergier', value: 'Gluten', type: 'TextField' },
        ]),
      )
      const mails = (await t.services.outbox.latest(20)).filter((m) => m.subject === 'Ny OSA: OSA')
      // The site's receivers and, by default, the owner (issue 31).
      expect(mails.map((m) => m.to_address).sort()).toEqual(
        ['anna@example.se', 'johan@example.se', owner.mail].sort(),
      )
      expect(mails[0]?.text_body).toContain('Allergier: Gluten')
    })

    it('stores a retried RSVP once: the same answer id with a fresh key', async () => {
      const send = async () =>
        guest('POST', `/api/rsvps/${siteId}/v3/`, {
          persons: [person('Olof Igen', 'Nej')],
          postKey: await key('rsvps'),
          source: 'site-form-mod-rsvp',
          groupIdentifier: 'svar-olof',
        })
      expect((await send()).json()).toEqual({ invertedSuccess: false })
      expect((await send()).json()).toEqual({ invertedSuccess: false })
      const list = (await call('GET', `/api/rsvps/${siteId}`, owner.cookie)).json().data as Json[]
      expect(list.filter((r) => JSON.stringify(r).includes('Olof Igen'))).toHaveLength(1)
    })

    it('requires the lower questions only when the condition shows them', async () => {
      const res = await guest('POST', `/api/rsvps/${siteId}/v3/`, {
        persons: [person('Lisa', 'Ja')],
        postKey: await key('rsvps'),
        source: 'site-form-mod-rsvp',
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().errorDescription.sv).toContain('rgDinner')
    })

    it('answers a robot invertedSuccess and stores nothing', async () => {
      const before = (await call('GET', `/api/rsvps/${siteId}`, owner.cookie)).json().data.length
      const res = await guest('POST', `/api/rsvps/${siteId}/v3/`, {
        persons: [person('Robot', 'Nej')],
        postKey: 'forged',
        source: 'site-form-mod-rsvp',
      })
      expect(res.json()).toEqual({ invertedSuccess: true })
      const fresh = await guest('GET', '/api/rsvps/post-key')
      const tooSoon = await guest('POST', `/api/rsvps/${siteId}/v3/`, {
        persons: [person('Robot', 'Nej')],
        postKey: fresh.json().key,
        source: 'site-form-mod-rsvp',
      })
      expect(tooSoon.json()).toEqual({ invertedSuccess: true })
      expect((await call('GET', `/api/rsvps/${siteId}`, owner.cookie)).json().data).toHaveLength(before)
    })

    it('takes a speech sign-up and mails the speech receiver', async () => {
      const res = await guest('POST', `/api/speeches/${siteId}/v2`, {
        speech: {
          customValues: [
            { id: 'spName', value: 'Greta', type: 'TextField' },
            { id: 'spAbout', value: 'Skolåren', type: 'TextField' },
          ],
        },
        postKey: await key('form-submissions'),
      })
      expect(res.json()).toEqual({ invertedSuccess: false })
      const mail = (await t.services.outbox.latest(20)).find((m) => m.to_address === 'toastmaster@example.se')
      expect(mail?.text_body).toContain('Vad handlar talet om?: Skolåren')
      const bad = await guest('POST', `/api/speeches/${siteId}/v2`, {
        speech: {},
        postKey: await key('form-submissions'),
      })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().errorDescription.sv).toContain('spName')
    })

    it('reserves and cancels gifts on the legacy path, never beyond the quantity, with the password', async () => {
      const url = `/api/gift-registry/${siteId}/mod-gifts/giftRegistryItemPlates9/`
      const reserve = await guest('PUT', url, { quantity: 4, password: 'kaka' })
      expect(reserve.statusCode).toBe(200)
      expect(reserve.json().giftRegistryReservations).toContainEqual({
        giftRegistryId: 'giftRegistryItemPlates9',
        quantityReserved: 6,
      })
      expect((await guest('PUT', url, { quantity: 1, password: 'x' })).statusCode).toBe(409)
      expect((await guest('DELETE', url, { quantity: 1, password: 'fel' })).statusCode).toBe(403)
      const cancel = await guest('DELETE', url, { quantity: 1, password: 'kaka' })
      expect(cancel.json().giftRegistryReservations).toContainEqual({
        giftRegistryId: 'giftRegistryItemPlates9',
        quantityReserved: 5,
      })
      // Reservations imported without a password are kept and cannot be cancelled.
      const imported = `/api/gift-registry/${siteId}/mod-gifts/giftRegistryItemA1b2c3/`
      expect((await guest('PUT', imported, { quantity: 1, password: 'x' })).statusCode).toBe(409)
    })
  })

  describe('owner calls', () => {
    it('lists RSVPs in the legacy shape, with the imported ones, and deletes one; owner only', async () => {
      expect((await call('GET', `/api/rsvps/${siteId}`)).statusCode).toBe(401)
      expect((await call('GET', `/api/rsvps/${siteId}`, other.cookie)).statusCode).toBe(403)
      const data = (await call('GET', `/api/rsvps/${siteId}`, owner.cookie)).json().data as Json[]
      expect(data[0]).toMatchObject({
        _id: 'r-old-1',
        site: siteId,
        firstName: 'Eva',
        lastName: 'Lind',
        phone: '070-1234567',
        mail: 'eva@example.se',
        weddingYesOrNo: true,
        registered: { date: '2019-04-01T18:00:00.000Z' },
        source: 'site-form-mod-rsvp',
      })
      expect(data[1]).toMatchObject({
        _id: 'r-old-2',
        customValues: expect.arrayContaining([
          { id: 'tfAllergy', label: 'Allergier', value: 'Nötter', type: 'TextField' },
        ]),
      })
      expect((await call('DELETE', `/api/rsvps/${siteId}/r-old-1`, other.cookie)).statusCode).toBe(403)
      expect((await call('DELETE', `/api/rsvps/${siteId}/r-old-1`, owner.cookie)).statusCode).toBe(200)
      expect((await call('DELETE', `/api/rsvps/${siteId}/r-old-1`, owner.cookie)).statusCode).toBe(404)
    })

    it('saves the legacy body: validated, sanitised, stale saves refused; the V2 save is refused', async () => {
      const site = (await call('GET', `/api/sites/${siteId}`, owner.cookie)).json()
      const modules = structuredClone(site.modules) as { properties: { key: string; value: unknown }[] }[]
      const text = modules[1]?.properties.find((p) => p.key === 'text')
      if (text) text.value = '<p>Hej <script>alert(1)</script><strong>alla</strong></p>'
      const body = { modules, fonts: { heading: 'Georgia', text: 'Arial' }, revision: site.revision }
      expect((await call('PUT', `/api/sites/${siteId}`, other.cookie, body)).statusCode).toBe(403)
      const res = await call('PUT', `/api/sites/${siteId}`, owner.cookie, body)
      expect(res.statusCode).toBe(200)
      expect(res.json().fonts.heading).toBe('Georgia')
      expect(res.json().modules[1].properties).toContainEqual({
        key: 'text',
        value: '<p>Hej <strong>alla</strong></p>',
      })
      expect((await call('PUT', `/api/sites/${siteId}`, owner.cookie, body)).statusCode).toBe(409)
      const bad = await call('PUT', `/api/sites/${siteId}`, owner.cookie, {
        modules: [{ module: 'countDown', _id: 'c', properties: [{ key: 'textDays', value: 5 }] }],
      })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().errorDescription.en).toContain('modules.0.properties.textDays')
      const v2 = await call('PUT', `/api/sites/V2/${siteId}`, owner.cookie, { site: {} })
      expect(v2.statusCode).toBe(409)
    })

    it('crops an image with the legacy body, keeping the image before the first edit; owner only', async () => {
      const upload = await uploadImage(t.app, siteId, await noiseJpeg(800, 600), owner.cookie)
      expect(upload.statusCode, upload.body).toBe(200)
      const image = upload.json()
      const before = { path: image.path, fileName: image.fileName, sizes: image.sizes }
      const body = {
        imageBeforeEdit: before,
        sourceImageUrl: `${image.path}/${image.originalName}`,
        x: 10,
        y: 10,
        width: 300,
        height: 200,
      }
      const put = (cookie?: string) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/sites/${siteId}/crop-image`,
          headers: { host: APP_HOST, ...(cookie ? { cookie } : {}) },
          payload: body,
        })
      expect((await put(other.cookie)).statusCode).toBe(403)
      const res = await put(owner.cookie)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({ imageBeforeEdit: before, width: 300, height: 200, cdn: '' })
      expect(res.json().fileName).not.toBe(image.fileName)
      const bad = await t.app.inject({
        method: 'PUT',
        url: `/api/sites/${siteId}/crop-image`,
        headers: { host: APP_HOST, cookie: owner.cookie },
        payload: { ...body, x: 'a' },
      })
      expect(bad.statusCode).toBe(400)
    })

    it('answers the legacy map as an image for guests and the owner', async () => {
      const res = await guest(
        'GET',
        `/api/sites/${siteId}/maps/Sigtuna%20kyrka/14/SILVER/1a73e8/?preventCache=true`,
      )
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^image\//)
      expect(res.headers['cache-control']).toBe('no-store')
      expect((await guest('GET', `/api/sites/${siteId}/maps/Sigtuna/40/SILVER/1a73e8/`)).statusCode).toBe(400)
    })
  })

  describe('upgrade', () => {
    it('converts to V2 keeping answers and reservations, keeps the legacy document to go back to', async () => {
      const before = (await call('GET', `/api/rsvps/${siteId}`, owner.cookie)).json().data.length
      expect((await call('POST', `/api/sites/${siteId}/upgrade`, other.cookie)).statusCode).toBe(403)
      const res = await call('POST', `/api/sites/${siteId}/upgrade`, owner.cookie)
      expect(res.statusCode).toBe(200)
      const site = res.json().site
      expect(site).toMatchObject({ siteVersion: 2, usesSiteModules: true, host, active: true })
      expect(site.siteModules.map((m: Json) => m.siteModuleType)).toEqual([
        'Header',
        'Text',
        'Rsvp',
        'Form',
        'Location',
        'ImageAndText',
        'TextAndImageList',
        'PeopleList',
        'Video',
        'Countdown',
        'GiftRegistry',
        'Text',
      ])
      const location = site.siteModules.find((m: Json) => m.id === 'mod-location')
      expect(location.map).toMatchObject({
        location: 'Sigtuna kyrka',
        mapTheme: 'SILVER',
        map: { width: 640 },
      })
      expect(site.formRecipients).toContainEqual({
        formId: 'mod-speech',
        recipients: ['toastmaster@example.se'],
      })
      expect(site.giftRegistryReservations).toContainEqual({
        giftRegistryId: 'giftRegistryItemA1b2c3',
        quantityReserved: 1,
      })
      const rsvps = (await call('GET', `/api/rsvps/${siteId}/v4`, owner.cookie)).json()
      expect(JSON.stringify(rsvps)).toContain('Per Ek')
      expect(JSON.stringify(rsvps)).toContain('Lisa')
      const forms = (await call('GET', `/api/form-submissions/${siteId}`, owner.cookie)).json()
      expect(JSON.stringify(forms)).toContain('Barndomen')
      expect(JSON.stringify(forms)).toContain('Skolåren')
      expect((await call('GET', `/api/rsvps/${siteId}`, owner.cookie)).json().data).toHaveLength(before)
      expect((await call('POST', `/api/sites/${siteId}/upgrade`, owner.cookie)).statusCode).toBe(409)
      const versions = await call('GET', `/api/sites/${siteId}/versions`, owner.cookie)
      expect(versions.statusCode).toBe(200)

      const back = await call('POST', `/api/sites/${siteId}/upgrade/undo`, owner.cookie)
      expect(back.statusCode).toBe(200)
      expect(back.json().site).toMatchObject({ siteVersion: 1, usesSiteModules: false })
      expect(back.json().site.fonts.heading).toBe('Georgia')
      expect((await call('POST', `/api/sites/${siteId}/upgrade/undo`, owner.cookie)).statusCode).toBe(409)
    })
  })
})
