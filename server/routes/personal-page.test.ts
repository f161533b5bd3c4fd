import { beforeAll, describe, expect, it } from 'vitest'
import { hidden, withoutEarlyForms, withPlainGuestSite } from '../test/plain-guest-site.ts'
import { testDialects } from '../test/test-db.ts'

const FIELDS = ['_answer', 'formId', 'count', 'postKey', 'groupIdentifier', 'language', 'formTitle']

describe.each(testDialects())('a personal link without JavaScript on %s (issue 30)', (dialect) => {
  const host = `personlig-${dialect}.brollopssida.localhost:3000`
  const site = withPlainGuestSite(dialect, host)
  const { get, post, wait } = site
  let code = ''

  beforeAll(async () => {
    const row = await site.t.services.sites.findById(site.siteId)
    if (!row) throw new Error('the guest site is made first')
    const [berg] = await site.t.services.households.create(row, [
      {
        name: 'Familjen Berg',
        members: [
          { name: 'Anna Berg', email: '', phone: '' },
          { name: 'Bo Berg', email: '', phone: '' },
        ],
        extraGuests: 1,
        tags: [],
        note: '',
      },
    ])
    code = berg?.code ?? ''
  })

  /** The counts the RSVP's way in offers (the speech form has a button of its own). */
  const countButtons = (html: string) => {
    const rsvp = /name="svara" value="rsvp"\/>([\s\S]*?)<\/form>/.exec(withoutEarlyForms(html))?.[1] ?? ''
    return [...rsvp.matchAll(/<button type="submit" value="(\d)"[^>]*name="antal"/g)].map((m) => m[1])
  }

  it('greets the household, offers its own count and carries the code, on a page of its own', async () => {
    const page = await get(`/sv?inbjudan=${code}`)
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.body).toContain('Välkomna, Familjen Berg!')
    expect(page.body).toContain('Er inbjudan gäller Anna Berg, Bo Berg och 1 till.')
    expect(countButtons(page.body)).toEqual(['1', '2', '3'])
    expect(withoutEarlyForms(page.body)).toMatch(
      new RegExp(
        `<form [^>]*method="get"><input type="hidden" name="svara" value="rsvp"/><input type="hidden" name="inbjudan" value="${code}"/>`,
      ),
    )
    // The shared page stays everyone's: no greeting, no code, all five counts.
    const shared = await get('/sv')
    expect(shared.headers['cache-control']).toBe('no-cache')
    expect(shared.body).not.toContain('Familjen Berg')
    expect(shared.body).not.toContain(code)
    expect(countButtons(shared.body)).toEqual(['1', '2', '3', '4', '5'])
    // Asked again after the shared one was kept: still the household's.
    expect((await get(`/sv?inbjudan=${code}`)).body).toContain('Välkomna, Familjen Berg!')
  })

  it('has the members filled in in its early form too, which a count tapped before the form’s code opens', async () => {
    const page = await get(`/sv?inbjudan=${code}`)
    const early = page.body.slice(page.body.indexOf('data-early-form='))
    expect(early).toMatch(/name="g0.name"[^>]*value="Anna Berg"|value="Anna Berg"[^>]*name="g0.name"/)
    expect(early).toMatch(/name="g1.name"[^>]*value="Bo Berg"|value="Bo Berg"[^>]*name="g1.name"/)
    // The shared page's early form is everyone's.
    expect((await get('/sv')).body).not.toContain('Anna Berg')
  })

  it('opens the form with the members filled in, at most its limit, and stores the answer linked', async () => {
    const page = await get(`/sv?svara=rsvp&antal=5&inbjudan=${code}`)
    expect(page.headers['cache-control']).toBe('private, no-store')
    const form = withoutEarlyForms(page.body)
    expect(hidden(page.body, 'count')).toBe('3')
    expect(form).toMatch(/name="g0.name"[^>]*value="Anna Berg"|value="Anna Berg"[^>]*name="g0.name"/)
    expect(form).toMatch(/name="g1.name"[^>]*value="Bo Berg"|value="Bo Berg"[^>]*name="g1.name"/)
    expect(hidden(page.body, 'inbjudan')).toBe(code)
    const fields = Object.fromEntries(FIELDS.map((name) => [name, hidden(page.body, name)]))
    wait(10_000)
    const res = await post(`/sv?svara=rsvp&antal=3&inbjudan=${code}`, {
      ...fields,
      inbjudan: code,
      'g0.name': 'Anna Berg',
      'g0.attend': 'no',
      'g1.name': 'Bo Berg',
      'g1.attend': 'no',
      'g2.name': 'Gäst',
      'g2.attend': 'no',
      website: '',
    })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toMatch(
      new RegExp(`^/sv\\?tack=rsvp&inbjudan=${code}&svar=[0-9a-f]{36}#osa$`),
    )
    const linked = await site.t.services.households.householdNamesByGroup(site.siteId)
    expect([...linked]).toEqual([[fields.groupIdentifier, 'Familjen Berg']])
    const household = await site.t.services.households.byCode(site.siteId, code)
    expect(household?.answered_at).not.toBeNull()
  })

  it("shows the household's answer once it has one, and opens it to change without a script", async () => {
    // The household answered in the test before (three guests, all 'no'); Sven's has not.
    const page = await get(`/sv?inbjudan=${code}`)
    expect(page.headers['cache-control']).toBe('private, no-store')
    const shown = withoutEarlyForms(page.body)
    expect(shown).toContain('Ni har svarat')
    expect(shown).toContain('<dt>Namn:</dt><dd>Bo Berg</dd>')
    expect(shown).toContain('<dt>Kommer du?</dt><dd>Nej tyvärr</dd>')
    expect(shown).not.toContain('Hur många gäster vill du anmäla?')
    // "Ändra mitt svar" is a real form's button: the page with the form open for its three guests.
    expect(shown).toMatch(
      new RegExp(
        `<form [^>]*action="#osa" method="get"><input type="hidden" name="svara" value="rsvp"/><input type="hidden" name="inbjudan" value="${code}"/><button type="submit" value="3"[^>]*name="antal">Ändra mitt svar</button></form>`,
      ),
    )
    const change = await get(`/sv?svara=rsvp&antal=3&inbjudan=${code}`)
    const form = withoutEarlyForms(change.body)
    expect(form).not.toContain('Ni har svarat')
    expect(form).toMatch(/name="g2.name"[^>]*value="Gäst"|value="Gäst"[^>]*name="g2.name"/)
    expect(form).toContain('name="g0.attend" checked="" value="no"')
    // The same page in English.
    expect(withoutEarlyForms((await get(`/en?inbjudan=${code}`)).body)).toContain(
      'Your household has answered',
    )
    // A household that has not answered gets the form.
    const row = await site.t.services.sites.findById(site.siteId)
    if (!row) throw new Error('the guest site is made first')
    const [ek] = await site.t.services.households.create(row, [
      { name: 'Ek', members: [{ name: 'Eva Ek', email: '', phone: '' }], extraGuests: 1, tags: [], note: '' },
    ])
    const open = await get(`/sv?inbjudan=${ek?.code}`)
    expect(withoutEarlyForms(open.body)).not.toContain('Ni har svarat')
    expect(countButtons(open.body)).toEqual(['1', '2'])
  })

  it('refuses more guests than the household may bring, with the form kept', async () => {
    const page = await get(`/sv?svara=rsvp&antal=3&inbjudan=${code}`)
    const fields = Object.fromEntries(FIELDS.map((name) => [name, hidden(page.body, name)]))
    wait(10_000)
    const answer: Record<string, string> = { ...fields, count: '4', inbjudan: code, website: '' }
    for (let i = 0; i < 4; i++) Object.assign(answer, { [`g${i}.name`]: `G${i}`, [`g${i}.attend`]: 'no' })
    const res = await post('/sv', answer)
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('Er inbjudan gäller högst 3 gäster.')
    expect(hidden(res.body, 'inbjudan')).toBe(code)
  })

  it('tells a household of one that its invitation is for one guest, not "1 gäster"', async () => {
    const row = await site.t.services.sites.findById(site.siteId)
    if (!row) throw new Error('the guest site is made first')
    const [alone] = await site.t.services.households.create(row, [
      { name: 'Sven', members: [{ name: 'Sven', email: '', phone: '' }], extraGuests: 0, tags: [], note: '' },
    ])
    const page = await get(`/sv?svara=rsvp&antal=1&inbjudan=${alone?.code}`)
    const fields = Object.fromEntries(FIELDS.map((name) => [name, hidden(page.body, name)]))
    wait(10_000)
    const res = await post('/sv', {
      ...fields,
      count: '2',
      inbjudan: alone?.code ?? '',
      'g0.name': 'Sven',
      'g0.attend': 'no',
      'g1.name': 'Gäst',
      'g1.attend': 'no',
      website: '',
    })
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('Er inbjudan gäller högst 1 gäst.')
  })

  it('says a code is wrong, in the page language, and carries none', async () => {
    for (const [language, text] of [
      ['sv', 'Vi hittar ingen inbjudan med den här länken.'],
      ['en', 'We cannot find an invitation for this link.'],
    ] as const) {
      const page = await get(`/${language}?inbjudan=${'A'.repeat(22)}`)
      expect(page.statusCode).toBe(200)
      expect(page.headers['cache-control']).toBe('private, no-store')
      expect(page.body).toContain(text)
      expect(page.body).not.toContain('name="inbjudan"')
    }
  })
})
