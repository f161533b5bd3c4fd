import { describe, expect, it } from 'vitest'
import {
  type AnswerSite,
  FORM_PATHS,
  ownerCalls,
  RSVP_PATHS,
  type Sent,
  useAnswerPaths,
} from '../test/answer-paths.ts'
import { testDialects } from '../test/test-db.ts'

const CODE_REQUIRED = 'Svara gärna via den personliga länken i er inbjudan.'
const NO_SUCH_FORM = 'Formuläret finns inte längre på sidan. Ladda om sidan och försök igen.'
const CLOSED = 'Sista dagen att svara har passerat, så svar tas inte längre emot.'

/**
 * Issue 29: every rule about who may answer what holds on every answer path (server/test/
 * answer-paths.ts lists them). Each path is sent the same answers; a refused one stores nothing and
 * tells the guest why, with the status and in the words of the V4 call.
 */
describe.each(testDialects())('every answer path under the guest rules on %s (issue 29)', (dialect) => {
  const fixture = useAnswerPaths(dialect)
  let households = 0

  /** Answers of every kind stored for the site. */
  const stored = async (site: AnswerSite) => {
    const db = fixture.t.testDb.db.kysely
    const [rsvps, forms] = await Promise.all([
      db.selectFrom('rsvps').select('id').where('site_id', '=', site.id).execute(),
      db.selectFrom('form_submissions').select('id').where('site_id', '=', site.id).execute(),
    ])
    return rsvps.length + forms.length
  }
  const refused = async (site: AnswerSite, send: () => Promise<Sent>, status: number, text: string) => {
    const before = await stored(site)
    const sent = await send()
    expect(sent.status, sent.text.slice(0, 300)).toBe(status)
    expect(sent.text).toContain(text)
    expect(await stored(site)).toBe(before)
  }
  const accepted = async (site: AnswerSite, send: () => Promise<Sent>) => {
    const before = await stored(site)
    const sent = await send()
    expect(sent.status, sent.text.slice(0, 300)).toBeLessThan(400)
    expect(sent.text).not.toContain('robot')
    expect(await stored(site)).toBeGreaterThan(before)
  }

  describe.each(RSVP_PATHS)('$name', (described) => {
    const path = () => fixture.paths.rsvp(described)

    it('refuses an answer without a code or with a wrong one when the owner asks for the personal link', async () => {
      const { site, send } = path()
      const { household, requireCode } = ownerCalls(fixture.t, fixture.owner)
      const berg = await household(site, `Berg ${++households}`, ['Anna Berg'])
      await requireCode(site, true)
      try {
        await refused(site, () => send({ formId: site.rsvp, names: ['Utan Kod'] }), 403, CODE_REQUIRED)
        const wrong = () => send({ formId: site.rsvp, names: ['Fel Kod'], code: 'B'.repeat(22) })
        await refused(site, wrong, 403, CODE_REQUIRED)
        await accepted(site, () => send({ formId: site.rsvp, names: ['Anna Berg'], code: berg.code }))
      } finally {
        await requireCode(site, false)
      }
      await accepted(site, () => send({ formId: site.rsvp, names: ['Fri Gäst'] }))
    })

    it("refuses more guests than the household's invitation is for", async () => {
      const { site, send } = path()
      const ek = await ownerCalls(fixture.t, fixture.owner).household(site, `Ek ${++households}`, [
        'Eva Ek',
        'Erik Ek',
      ])
      const three = () => send({ formId: site.rsvp, names: ['Eva Ek', 'Erik Ek', 'Extra'], code: ek.code })
      await refused(site, three, 400, 'Er inbjudan gäller högst 2 gäster.')
      await accepted(site, () => send({ formId: site.rsvp, names: ['Eva Ek', 'Erik Ek'], code: ek.code }))
    })

    it('refuses an answer to a hidden RSVP', async () => {
      const { site, send } = path()
      await refused(site, () => send({ formId: site.hiddenRsvp, names: ['Dold'] }), 404, NO_SUCH_FORM)
    })

    it('refuses an answer after the last day, when the RSVP has one', async () => {
      const { site, send } = path()
      // A legacy RSVP has no last day (spec 001, RSVP3); its upgraded site's has, and is tested above.
      if (!site.lastAnswerDate) return
      const before = fixture.now
      fixture.now = new Date(Date.parse(`${site.lastAnswerDate}T12:00:00Z`) + 3 * 86_400_000)
      try {
        await refused(site, () => send({ formId: site.rsvp, names: ['Sen Gäst'] }), 403, CLOSED)
      } finally {
        fixture.now = new Date(before.getTime() + 60_000)
      }
    })
  })

  describe.each(FORM_PATHS)('$name', (described) => {
    it('refuses an answer to a hidden form and takes one to a shown form', async () => {
      const { site, send } = fixture.paths.form(described)
      await refused(site, () => send(site.hiddenForm, 'Dold Talare'), 404, NO_SUCH_FORM)
      await accepted(site, () => send(site.form, 'Farbror Sven'))
    })
  })
})
