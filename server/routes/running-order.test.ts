import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { makeAccount, makeSite, type TestAccount } from '../test/factories.ts'
import { makeMember } from '../test/members-kit.ts'
import { addSignUps, modulesWithSignUpForm, SIGN_UP_FORM_ID } from '../test/sign-ups-kit.ts'
import { callApp, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

/** The running order (issue 33): sign-ups read from the form, placed in blocks, printed and mailed once. */
describe.each(testDialects())('the running order on %s', (dialect) => {
  let t: TestApp
  let owner: TestAccount
  let toastmaster: TestAccount
  let siteId: string
  let ids: string[]
  const printed: string[] = []
  const call = (method: string, url: string, cookie: string, payload?: unknown) =>
    callApp(t, method, url, cookie, payload)
  const path = () => `/api/sites/${siteId}/running-order`

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      // The print page as the renderer's browser gets it, in place of Chromium (e2e prints for real).
      pdfRenderer: {
        renderPath: async (page) => {
          const res = await t.app.inject({ method: 'GET', url: page })
          printed.push(`${res.statusCode} ${res.body}`)
          return Buffer.from('%PDF-1.7\n')
        },
        setOrigin: () => undefined,
        close: async () => undefined,
      },
    })
    owner = await makeAccount(t.app)
    siteId = (await makeSite(t.app, owner, { siteModules: modulesWithSignUpForm() }))._id
    toastmaster = await makeMember(t, owner, siteId, 'toastmaster')
    const household = await call('POST', `/api/sites/${siteId}/households`, owner.cookie, {
      name: 'Familjen Ek',
      members: [
        { name: 'Eva Ek', email: 'eva@example.se', phone: '' },
        { name: 'Per Ek', email: '', phone: '' },
      ],
    })
    if (household.statusCode !== 201) throw new Error(`household: ${household.statusCode} ${household.body}`)
    ids = await addSignUps(t, siteId, [
      { name: 'Erik', what: 'Brudens bror', length: '5 min', needs: 'mikrofon', mail: 'erik@example.se' },
      { name: 'Anna', what: 'En sång', length: '10', needs: 'Musik och mikrofon', mail: 'anna@example.se' },
      { name: 'Olle', what: 'Bildspel', length: 'ca 20 minuter', needs: 'skärm', mail: '' },
    ])
  })
  afterAll(async () => t?.close())

  it('shows the toastmaster every sign-up read from the form, and three default blocks', async () => {
    const res = await call('GET', path(), toastmaster.cookie)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.order.formId).toBe(SIGN_UP_FORM_ID)
    expect(body.order.blocks.map((b: { title: string }) => b.title)).toEqual([
      'Före middagen',
      'Mellan rätterna',
      'Efter middagen',
    ])
    expect(body.signUps).toEqual([
      expect.objectContaining({
        name: 'Erik',
        what: 'Brudens bror',
        minutes: 5,
        needs: ['microphone'],
        mail: 'erik@example.se',
      }),
      expect.objectContaining({
        name: 'Anna',
        minutes: 10,
        needs: ['microphone', 'music'],
        mail: 'anna@example.se',
      }),
      expect.objectContaining({ name: 'Olle', minutes: 20, needs: ['screen'], mail: null }),
    ])
    expect(body.forms).toEqual([{ id: SIGN_UP_FORM_ID, title: 'Anmälan av tal' }])
    // The guest list's names only: the toastmaster gets no contact data and no guest list calls.
    expect(body.guestNames).toEqual(['Eva Ek', 'Per Ek'])
    expect(JSON.stringify(body)).not.toContain('eva@example.se')
    expect((await call('GET', `/api/sites/${siteId}/households`, toastmaster.cookie)).statusCode).toBe(403)
  })

  it('saves blocks with placed sign-ups and notes; refuses a sign-up placed twice', async () => {
    const blocks = [
      { id: 'b1', title: 'Före middagen', start: '17:30', items: [{ signUpId: ids[1], note: 'Gitarr' }] },
      { id: 'b2', title: 'Efter varmrätten', start: '17:40', items: [{ signUpId: ids[0], note: '' }] },
    ]
    const saved = await call('PUT', path(), toastmaster.cookie, { formId: SIGN_UP_FORM_ID, blocks })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().order.blocks).toEqual(blocks)
    expect((await call('GET', path(), owner.cookie)).json().order.blocks).toEqual(blocks)
    const twice = [
      {
        ...blocks[0],
        items: [
          { signUpId: ids[0], note: '' },
          { signUpId: ids[0], note: '' },
        ],
      },
    ]
    const refused = await call('PUT', path(), toastmaster.cookie, { formId: null, blocks: twice })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errorDescription.en).toContain('An id is there twice')
    const activity = await t.services.members.activity(siteId)
    expect(activity.filter((a) => a.kind === 'runningOrder.saved').map((a) => a.by)).toEqual([
      toastmaster.mail,
    ])
  })

  it('prints the running order from a signed page that no one else can open', async () => {
    const res = await call('GET', `${path()}/pdf`, toastmaster.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    const page = printed.at(-1) ?? ''
    expect(page).toMatch(/^200 /)
    expect(page).toContain('Talarlista')
    expect(page).toContain('17:30–17:40')
    // Anna's 10 minutes run 0 minutes past 17:40; Erik starts at 17:40 in the next block.
    expect(page).toContain('<td>17:40</td><td>Erik</td>')
    expect(page).toContain('Olle')
    const forged = await t.app.inject({
      method: 'GET',
      url: `/running-order-print/${siteId}/${Date.now() + 60_000}.x`,
    })
    expect(forged.statusCode).toBe(404)
  })

  it('mails each placed speaker with an address their slot once, however often it is asked', async () => {
    const first = await call('POST', `${path()}/speaker-mails`, toastmaster.cookie)
    expect(first.statusCode).toBe(202)
    expect(first.json()).toEqual({ queued: 2 })
    const mailsTo = async (to: string) =>
      (await t.services.outbox.latest(200)).filter((m) => m.to_address === to)
    await vi.waitFor(async () => expect(await mailsTo('anna@example.se')).toHaveLength(1), { timeout: 5000 })
    await vi.waitFor(async () => expect(await mailsTo('erik@example.se')).toHaveLength(1), { timeout: 5000 })
    expect((await mailsTo('erik@example.se'))[0]?.text_body).toContain(
      'Efter varmrätten, cirka kl. 17:40 (5 minuter)',
    )
    const again = await call('POST', `${path()}/speaker-mails`, owner.cookie)
    expect(again.json()).toEqual({ queued: 0 })
    await vi.waitFor(async () =>
      expect((await t.services.jobs.stats()).every((s) => s.waiting === 0)).toBe(true),
    )
    expect(await mailsTo('anna@example.se')).toHaveLength(1)
    expect(await mailsTo('erik@example.se')).toHaveLength(1)
  })
})
