import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { type AnswerSite, ownerCalls, RSVP_PATHS, type Sent, useAnswerPaths } from '../test/answer-paths.ts'
import { testDialects } from '../test/test-db.ts'

type Row = { group_identifier: string; form_elements: string; created_at: string; changed_at?: string | null }

/**
 * Issue 30 item 3: a household has one answer. The same personal link answered on a second device
 * (another group) replaces the first device's answer, on every answer path, and never shows the
 * owner both; a repeat of one send is still stored once.
 */
describe.each(testDialects())('one answer per household on %s (issue 30)', (dialect) => {
  const fixture = useAnswerPaths(dialect)
  let households = 0

  const rowsOf = (site: AnswerSite, groups: string[]): Promise<Row[]> =>
    fixture.t.testDb.db.kysely
      .selectFrom('rsvps')
      .select(['group_identifier', 'form_elements', 'created_at', 'changed_at'])
      .where('site_id', '=', site.id)
      .where('group_identifier', 'in', groups)
      .orderBy('guest_index')
      .execute()
  const names = (rows: Row[]) =>
    rows.map((r) => {
      const text = r.form_elements
      return ['Anna', 'Bo', 'Cilla'].find((n) => text.includes(`"${n} `)) ?? '?'
    })
  const ok = (sent: Sent) => expect(sent.status, sent.text.slice(0, 300)).toBeLessThan(400)

  /** What the owner sees of a household: its answers in the guest list, the viewer and osa.xlsx. */
  async function ownerSees(site: AnswerSite, household: { _id: string }, name: string) {
    const { call } = ownerCalls(fixture.t, fixture.owner)
    const listed = (await call('GET', `/api/sites/${site.id}/households`)).json().households as {
      _id: string
      answers: unknown[]
    }[]
    const viewer = (await call('GET', `/api/rsvps/${site.id}/v4`)).json().data as { householdName?: string }[]
    const book = new ExcelJS.Workbook()
    await book.xlsx.load((await call('GET', `/api/rsvps/${site.id}/v4/export`)).rawPayload as never)
    const sheet = book.worksheets[0]
    if (!sheet) throw new Error('osa.xlsx without a sheet')
    const column = (sheet.getRow(1).values as unknown[]).map(String).indexOf('Hushåll')
    expect(column).toBeGreaterThan(0)
    const exported = sheet.getColumn(column).values.filter((v) => v === name)
    return {
      list: listed.find((h) => h._id === household._id)?.answers.length,
      viewer: viewer.filter((r) => r.householdName === name).length,
      export: exported.length,
    }
  }

  describe.each(RSVP_PATHS)('$name', (described) => {
    it("replaces the household's answer from another device, and stores a repeat once", async () => {
      const { site, send } = fixture.paths.rsvp(described)
      const name = `Familjen Berg ${++households}`
      const berg = await ownerCalls(fixture.t, fixture.owner).household(site, name, [
        'Anna Berg',
        'Bo Berg',
        'Cilla Berg',
      ])
      const code = berg.code

      const phone = await send({ formId: site.rsvp, names: ['Anna Berg', 'Bo Berg', 'Cilla Berg'], code })
      ok(phone)
      const first = await rowsOf(site, [phone.group])
      expect(first).toHaveLength(3)

      // The same link on a second device: another group, the household's answer replaced by it.
      const laptop = await send({ formId: site.rsvp, names: ['Anna Berg', 'Bo Berg'], code })
      ok(laptop)
      expect(laptop.group).not.toBe(phone.group)
      const rows = await rowsOf(site, [phone.group, laptop.group])
      expect(rows.map((r) => r.group_identifier)).toEqual([laptop.group, laptop.group])
      expect(names(rows)).toEqual(['Anna', 'Bo'])
      // Answered first when the first device answered, changed now.
      expect(rows[0]?.created_at).toBe(first[0]?.created_at)
      expect(rows[0]?.changed_at).toBe(fixture.now.toISOString())
      expect(await ownerSees(site, berg, name)).toEqual({ list: 2, viewer: 2, export: 2 })
      // The personal link shows every device the household's answer: the later one.
      const shown = await fixture.t.app.inject({
        method: 'GET',
        url: `/api/sites/${site.id}/invitations/${code}`,
        headers: { host: site.host },
      })
      const answers = shown.json().answers as { formId: string; groupIdentifier: string; guests: object[] }[]
      expect(answers.map((a) => [a.formId, a.groupIdentifier, a.guests.length])).toEqual([
        [site.rsvp, laptop.group, 2],
      ])
      expect(JSON.stringify(answers[0]?.guests)).toContain('Bo Berg')

      // The second device's send again (a lost reply): acknowledged, stored once.
      const group = laptop.group.replace(/^v3-/, '')
      ok(await send({ formId: site.rsvp, names: ['Anna Berg', 'Bo Berg'], code, group }))
      expect(await rowsOf(site, [phone.group, laptop.group])).toHaveLength(2)
      expect(await ownerSees(site, berg, name)).toEqual({ list: 2, viewer: 2, export: 2 })
    })
  })

  it('keeps one group when two devices answer for a household at the same moment', async () => {
    const { site, send } = fixture.paths.rsvp(RSVP_PATHS[0])
    for (let round = 0; round < 3; round++) {
      const name = `Samtidigt ${++households}`
      const ek = await ownerCalls(fixture.t, fixture.owner).household(site, name, [
        'Anna Ek',
        'Bo Ek',
        'Cilla Ek',
      ])
      const sent = await Promise.all(
        [['Anna Ek'], ['Bo Ek', 'Cilla Ek'], ['Anna Ek', 'Bo Ek', 'Cilla Ek']].map((guests) =>
          send({ formId: site.rsvp, names: guests, code: ek.code }),
        ),
      )
      for (const s of sent) ok(s)
      const rows = await rowsOf(
        site,
        sent.map((s) => s.group),
      )
      expect(new Set(rows.map((r) => r.group_identifier)).size).toBe(1)
      const seen = await ownerSees(site, ek, name)
      expect(seen.list).toBe(rows.length)
      expect(seen.viewer).toBe(rows.length)
      expect(seen.export).toBe(rows.length)
    }
  })

  it('shows a household answered twice before this rule by its latest answer only', async () => {
    const { site, send } = fixture.paths.rsvp(RSVP_PATHS[0])
    const name = `Från förr ${++households}`
    const holm = await ownerCalls(fixture.t, fixture.owner).household(site, name, [
      'Anna Holm',
      'Bo Holm',
      'Cilla Holm',
    ])
    // Two groups of one household, as two devices stored them before answers were replaced.
    const phone = await send({ formId: site.rsvp, names: ['Anna Holm', 'Bo Holm', 'Cilla Holm'] })
    const laptop = await send({ formId: site.rsvp, names: ['Anna Holm'] })
    const links = fixture.t.testDb.db.kysely.withTables<{
      household_rsvps: {
        household_id: string
        site_id: string
        group_identifier: string
        answered_at: string
      }
    }>()
    for (const group of [phone.group, laptop.group]) {
      await links
        .insertInto('household_rsvps')
        .values({
          household_id: holm._id,
          site_id: site.id,
          group_identifier: group,
          answered_at: fixture.now.toISOString(),
        })
        .execute()
    }
    expect(await rowsOf(site, [phone.group, laptop.group])).toHaveLength(4)
    expect(await ownerSees(site, holm, name)).toEqual({ list: 1, viewer: 1, export: 1 })
  })

  it("keeps each RSVP's answer apart: a household answers every RSVP of the site once", async () => {
    const { site, send } = fixture.paths.rsvp(RSVP_PATHS[0])
    const fixed = site.fixedRsvp as string
    const name = `Två frågor ${++households}`
    const lund = await ownerCalls(fixture.t, fixture.owner).household(site, name, ['Anna Lund'])
    const main = await send({ formId: site.rsvp, names: ['Anna Lund'], code: lund.code })
    ok(main)
    const other = await send({ formId: fixed, names: ['Anna Lund'], code: lund.code })
    ok(other)
    expect(await rowsOf(site, [main.group, other.group])).toHaveLength(2)

    // Where the owner lets no answer change, the household's second answer is refused, not stored.
    const again = await send({ formId: fixed, names: ['Anna Lund'], code: lund.code })
    expect(again.status).toBe(409)
    expect(again.text).toContain('Ert hushåll har redan svarat')
    expect(await rowsOf(site, [main.group, other.group, again.group])).toHaveLength(2)
  })
})
