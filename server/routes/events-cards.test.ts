import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount, makeSite, type TestAccount } from '../test/factories.ts'
import { call, makePrint, orderBody } from '../test/prints-kit.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const dinner = {
  title: { sv: 'Välkomstmiddag' },
  start: '2027-06-11T18:00',
  end: '2027-06-11T23:00',
  place: { name: 'Grand Hôtel', mapLocation: '' },
}
const brunch = { title: { sv: 'Brunch' }, start: '2027-06-13T11:00' }

/** A card ordered per household prints that household's events (issue 32, item 6). */
describe.each(testDialects())('cards per household with their events on %s', (dialect) => {
  let t: TestApp
  let owner: TestAccount

  beforeAll(async () => {
    t = await createTestApp(dialect)
    owner = await makeAccount(t.app)
  })
  afterAll(async () => t?.close())

  async function siteWithHouseholds(names: string[]) {
    const siteId = (await makeSite(t.app, owner))._id
    const host = `kort-${Math.random().toString(36).slice(2, 8)}.brollopssida.se`
    await t.testDb.db.kysely.updateTable('sites').set({ host }).where('id', '=', siteId).execute()
    const printId = await makePrint(t, owner.cookie, siteId)
    const ids: string[] = []
    for (const name of names)
      ids.push((await call(t, 'POST', `/api/sites/${siteId}/households`, owner.cookie, { name })).json()._id)
    const order = async () => {
      const created = await call(
        t,
        'POST',
        '/api/orders/',
        owner.cookie,
        orderBody(siteId, printId, { perHousehold: true }),
      )
      expect(created.statusCode, created.body).toBe(201)
      const orderId = created.json().id as string
      const path = (await t.services.prints.printPdfPath(printId, orderId)) as string
      const page = await t.app.inject({ method: 'GET', url: path })
      expect(page.statusCode).toBe(200)
      return { stored: (await t.services.orders.findById(orderId))?.households, html: page.body, path }
    }
    return { siteId, ids, order }
  }

  /** The back of each household's card: from its name to the next card. */
  const backs = (html: string) =>
    html
      .split('data-page="2"')
      .slice(1)
      .map((card) => card.replace(/<[^>]+>/g, '\n'))

  it("prints each household's events with their times under its name, as they were when ordered", async () => {
    const { siteId, ids, order } = await siteWithHouseholds(['Familjen Berg', 'Familjen Ek'])
    const eventsUrl = `/api/sites/${siteId}/events`
    const dinnerId = (await call(t, 'POST', eventsUrl, owner.cookie, dinner)).json().id
    const brunchId = (await call(t, 'POST', eventsUrl, owner.cookie, brunch)).json().id
    const set = await call(t, 'PUT', `${eventsUrl}/invitations`, owner.cookie, {
      householdIds: [ids[0]],
      eventIds: [dinnerId, brunchId],
    })
    expect(set.statusCode).toBe(200)

    const { stored, html, path } = await order()
    expect(stored?.map((h) => [h.name, h.events?.length])).toEqual([
      ['Familjen Berg', 2],
      ['Familjen Ek', 3],
    ])
    const [berg = '', ek = ''] = backs(html)
    expect(berg).toContain('Familjen Berg')
    expect(berg).toContain('Välkomstmiddag: fredag 11 juni 2027 kl. 18:00–23:00, Grand Hôtel')
    expect(berg).toContain('Brunch: söndag 13 juni 2027 kl. 11:00')
    expect(ek).toContain('Familjen Ek')
    expect(ek).toContain('Välkomstmiddag: fredag 11 juni 2027')
    expect(ek).toContain('Brunch: söndag 13 juni 2027')
    expect(ek.indexOf('Familjen Ek')).toBeLessThan(ek.indexOf('Välkomstmiddag'))
    // The fronts are the card as designed.
    const fronts = html
      .split('data-page="1"')
      .slice(1)
      .map((card) => card.split('data-page="2"')[0])
    expect(fronts).toHaveLength(2)
    expect(fronts.join('')).not.toContain('Välkomstmiddag')

    // A change after the order does not reach its cards; a new order has it.
    await call(t, 'PUT', `${eventsUrl}/invitations`, owner.cookie, { householdIds: [ids[0]], eventIds: null })
    const again = (await t.app.inject({ method: 'GET', url: path })).body
    expect(backs(again)[0]).not.toContain('Bröllopet')
    expect(backs((await order()).html)[0]).toContain('Bröllopet')
  })

  it('prints a card of a site with one event exactly as before', async () => {
    const { order } = await siteWithHouseholds(['Familjen Holm'])
    const { stored, html } = await order()
    expect(stored?.[0]).not.toHaveProperty('events')
    expect(html).not.toContain('data-household-events')
    expect(backs(html)[0]).toContain('Familjen Holm')
  })
})
