import { describe, expect, it } from 'vitest'
import { hidden, withPlainGuestSite } from '../test/plain-guest-site.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('gift reservations without JavaScript on %s (issue 21)', (dialect) => {
  const host = `presenter-utan-js-${dialect}.brollopssida.localhost:3000`
  const site = withPlainGuestSite(dialect, host)
  const { get, post, wait } = site
  const reserved = async (itemId: string) => {
    const rows = await site.t.testDb.db.kysely
      .selectFrom('gift_reservations')
      .select('quantity')
      .where('site_id', '=', site.siteId)
      .where('item_id', '=', itemId)
      .execute()
    return rows.reduce((n, r) => n + Number(r.quantity), 0)
  }

  /** The page with an item's form open, what its form would post, and the module's anchor. */
  async function openGift(action: 'reservera' | 'avboka', itemId: string, language = 'sv') {
    const page = await get(`/${language}?${action}=${itemId}`)
    expect(page.statusCode).toBe(200)
    const fields: Record<string, string> = {}
    for (const name of ['_answer', 'formId', 'itemId', 'postKey']) fields[name] = hidden(page.body, name)
    // A person takes a few seconds to choose a password; the key must be that old.
    wait(10_000)
    return { page, fields }
  }

  it('the cards’ buttons are real forms, and the server renders an item’s form open with its own key', async () => {
    const plain = await get('/sv')
    expect(plain.body).toMatch(
      /<form [^>]*action="#[^"]+" method="get"><button type="submit" value="plates"[^>]*name="reservera"/,
    )
    expect(plain.body).not.toContain('JavaScript')
    const { page, fields } = await openGift('reservera', 'plates')
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.body).toMatch(/<form [^>]*action="#[^"]+" method="post"/)
    expect(page.body).toContain('name="quantity"')
    expect(page.body).toContain('name="password"')
    expect(page.body).toContain('name="website"')
    expect(page.body).toMatch(/<style data-href="guest-form">/)
    expect(fields).toMatchObject({ _answer: 'gift-reserve', formId: 'gifts', itemId: 'plates' })
    expect(fields.postKey).not.toBe('')
    // One of one: no quantity to ask for.
    expect((await openGift('reservera', 'vase')).page.body).not.toContain('name="quantity"')
  })

  it('reserves once, answers with the outcome at the module, and a repeated post changes nothing', async () => {
    const { fields } = await openGift('reservera', 'plates')
    const answer = { ...fields, quantity: '2', password: 'hemligt', website: '' }
    const res = await post('/sv?reservera=plates', answer)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toMatch(/^\/sv\?reserverad=plates#.+/)
    expect(await reserved('plates')).toBe(2)

    const outcome = await get('/sv?reserverad=plates')
    expect(outcome.body).toMatch(/role="status"[^>]*><p[^>]*>Reserverat: Tallrikar<\/p>/)
    expect(outcome.body).toContain('reserverade: 2')

    // A double tap or a reload sends the same key again: still two.
    const again = await post('/sv', answer)
    expect(again.statusCode).toBe(303)
    expect(await reserved('plates')).toBe(2)
  })

  it('refuses a gift taken meanwhile with the page in its language, and never reserves more than wanted', async () => {
    const first = await openGift('reservera', 'vase')
    const second = await openGift('reservera', 'vase', 'en')
    expect((await post('/sv', { ...first.fields, password: 'a' })).statusCode).toBe(303)
    const late = await post('/en', { ...second.fields, password: 'b' })
    expect(late.statusCode).toBe(409)
    expect(late.headers['content-type']).toContain('text/html')
    expect(late.body).toContain('Failed to reserve')
    expect(late.body).toContain('The gift is already reserved.')
    expect(await reserved('vase')).toBe(1)
  })

  it('refuses bad input with a 4xx page, the form open again with a fresh key, nothing stored', async () => {
    const before = await reserved('plates')
    const { fields } = await openGift('reservera', 'plates')
    const res = await post('/sv', { ...fields, quantity: 'två', password: '' })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('Misslyckades att reservera')
    expect(res.body).toContain('Fyll i lösenordet.')
    expect(res.body).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="quantity"/)
    expect(res.body).toContain('value="två"')
    expect(hidden(res.body, 'postKey')).not.toBe(fields.postKey)
    // More than is left: the service says how many are left.
    const more = await post('/sv', { ...fields, quantity: '5', password: 'x' })
    expect(more.statusCode).toBe(409)
    expect(more.body).toContain(`Bara ${3 - before} kvar att reservera`)
    // A gift that is not on the page.
    const gone = await post('/sv', { ...fields, itemId: 'no-such-gift', password: 'x' })
    expect(gone.statusCode).toBe(404)
    expect(gone.body).toContain('Presenten finns inte längre i önskelistan.')
    expect(await reserved('plates')).toBe(before)
  })

  it('a filled honeypot or a key used at once is answered as a robot and reserves nothing', async () => {
    const before = await reserved('plates')
    const { fields } = await openGift('reservera', 'plates')
    const bot = await post('/sv', { ...fields, quantity: '1', password: 'x', website: 'http://spam.example' })
    expect(bot.statusCode).toBe(200)
    expect(bot.body).toContain('Tyvärr identifierade vi dig som en robot')
    const page = await get('/sv?reservera=plates')
    const quick = await post('/sv', {
      ...fields,
      postKey: hidden(page.body, 'postKey'),
      quantity: '1',
      password: 'x',
    })
    expect(quick.body).toContain('Tyvärr identifierade vi dig som en robot')
    expect(await reserved('plates')).toBe(before)
  })

  it('cancels with the password chosen when reserving, not with another', async () => {
    const reserve = await openGift('reservera', 'plates')
    const before = await reserved('plates')
    await post('/sv', { ...reserve.fields, quantity: '1', password: 'min-egen' })
    expect(await reserved('plates')).toBe(before + 1)
    const { page, fields } = await openGift('avboka', 'plates')
    expect(fields._answer).toBe('gift-cancel')
    expect(page.body).toContain('Lösenordet du valde när du reserverade')
    const wrong = await post('/sv', { ...fields, quantity: '1', password: 'fel' })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.body).toContain('Fel lösenord.')
    const retry = hidden(wrong.body, 'postKey')
    wait(10_000)
    const right = { ...fields, postKey: retry, quantity: '1', password: 'min-egen' }
    const res = await post('/sv', right)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toMatch(/^\/sv\?avbokad=plates#/)
    expect(await reserved('plates')).toBe(before)
    // The same post again finds nothing of its own left, and is not told its password is wrong.
    const again = await post('/sv', right)
    expect(again.statusCode).toBe(303)
    expect(await reserved('plates')).toBe(before)
  })
})
