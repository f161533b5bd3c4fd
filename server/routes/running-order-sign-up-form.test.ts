import { describe, expect, it } from 'vitest'
import type { SiteModule } from '#domain/modules/registry.ts'
import { makeAccount, makeSite, type TestAccount } from '../test/factories.ts'
import { withTestApp } from '../test/owned-site.ts'
import { modulesWithSignUpForm, SIGN_UP_FORM_ID } from '../test/sign-ups-kit.ts'
import { APP_HOST, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const MARKED_ID = 'm-marked'
const question = (id: string, sv: string, signUpQuestion: string) => ({
  id,
  formElementType: 'ShortText',
  label: { sv },
  required: false,
  showConditions: [],
  signUpQuestion,
})

/**
 * The Form marked as the sign-up form (issue 33, item 3): the running order takes it by default,
 * before a form listed earlier, and reads its answers by question kind, whatever the labels say.
 */
describe.each(testDialects())('the marked sign-up form on %s', (dialect) => {
  let t: TestApp
  let owner: TestAccount
  let siteId: string
  withTestApp(dialect, async (app) => {
    t = app
    owner = await makeAccount(t.app)
    const marked = {
      id: MARKED_ID,
      siteModuleType: 'Form',
      hide: false,
      hideInMenu: false,
      title: { sv: 'Tal och sång' },
      isSignUpForm: true,
      // Labels the label reading would get wrong: the kinds say what each is.
      form: {
        formElements: [
          question('q-what', 'Berätta!', 'what'),
          question('q-name', 'Vem?', 'name'),
          question('q-len', 'Hur länge?', 'minutes'),
          question('q-needs', 'Teknik', 'needs'),
          question('q-mail', 'Adress', 'mail'),
        ],
      },
    } as SiteModule
    // The older sign-up form (read by labels) comes first on the page.
    // The site's event starts at 16:00 (the countdown's date): the default blocks are timed from it.
    const countdown = {
      id: 'm-countdown',
      siteModuleType: 'Countdown',
      hide: false,
      hideInMenu: false,
      countdownDate: '2027-06-12T16:00',
    } as SiteModule
    siteId = (await makeSite(t.app, owner, { siteModules: [...modulesWithSignUpForm(), marked, countdown] }))
      ._id
    await t.testDb.db.kysely
      .insertInto('form_submissions')
      .values({
        id: `marked-${siteId}`,
        site_id: siteId,
        form_id: MARKED_ID,
        language: 'sv',
        form_title: 'Tal och sång',
        form_elements: JSON.stringify(
          [
            ['q-what', 'Sång med gitarr'],
            ['q-name', 'Olle'],
            ['q-len', '8'],
            ['q-needs', 'mikrofon'],
            ['q-mail', 'olle@example.se'],
          ].map(([id, value]) => ({ formElement: { id }, value, selectedOption: null })),
        ),
        group_identifier: null,
        created_at: new Date(Date.UTC(2026, 5, 1, 10)).toISOString(),
      })
      .execute()
  })
  const get = () =>
    t.app.inject({
      method: 'GET',
      url: `/api/sites/${siteId}/running-order`,
      headers: { host: APP_HOST, cookie: owner.cookie },
    })

  it('takes the marked form by default, reads its answers by question, and times the blocks from the event', async () => {
    const res = await get()
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.order.formId).toBe(MARKED_ID)
    expect(body.order.blocks.map((b: { start: string }) => b.start)).toEqual(['16:00', '17:30', '20:00'])
    expect(body.forms.map((f: { id: string }) => f.id)).toEqual([SIGN_UP_FORM_ID, MARKED_ID])
    expect(body.signUps).toEqual([
      expect.objectContaining({
        name: 'Olle',
        what: 'Sång med gitarr',
        minutes: 8,
        needs: ['microphone'],
        mail: 'olle@example.se',
      }),
    ])
  })

  it("keeps the toastmaster's own choice of form over the marked one", async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/sites/${siteId}/running-order`,
      headers: { host: APP_HOST, cookie: owner.cookie },
      payload: { formId: SIGN_UP_FORM_ID, blocks: [] },
    })
    expect(put.statusCode, put.body).toBe(200)
    expect((await get()).json().order.formId).toBe(SIGN_UP_FORM_ID)
  })
})
