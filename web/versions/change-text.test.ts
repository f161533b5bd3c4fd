import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import type { SiteVersionListItem } from '#domain/site/version-summary.ts'
import sv from '#web/i18n/sv.json'
import { summaryLines, versionTime } from './change-text.ts'

const i18n = i18next.createInstance()
await i18n.init({ lng: 'sv', resources: { sv: { translation: sv } } })
const t = i18n.t

const entry = (over: Partial<SiteVersionListItem>): SiteVersionListItem => ({
  siteVersion: 2,
  createdAt: '2026-05-01T10:00:00.000Z',
  changes: [],
  sameAsLatest: false,
  restoredFrom: null,
  by: null,
  ...over,
})

describe('summaryLines', () => {
  it('words each kind of change in Swedish with the module’s type name', () => {
    const lines = summaryLines(
      entry({
        changes: [
          { kind: 'textChanged', moduleId: 'r', moduleType: 'Rsvp', languages: ['sv'] },
          { kind: 'moduleAdded', moduleId: 'g', moduleType: 'GiftRegistry' },
          { kind: 'designChanged', parts: ['theme', 'fonts'] },
        ],
      }),
      false,
      t,
      'sv',
    )
    expect(lines).toEqual([
      'Ändrade texten i OSA (sv)',
      'Lade till Önskelista',
      'Ändrade designen: tema, typsnitt',
    ])
  })

  it('names languages and counts what does not fit', () => {
    const lines = summaryLines(
      entry({
        changes: [
          { kind: 'languageAdded', languageCode: 'en' },
          { kind: 'moduleHidden', moduleId: 'a', moduleType: 'Text' },
          { kind: 'moduleMoved', moduleId: 'b', moduleType: 'Text' },
          { kind: 'moduleRemoved', moduleId: 'c', moduleType: 'Text' },
          { kind: 'moduleShown', moduleId: 'd', moduleType: 'Text' },
        ],
      }),
      false,
      t,
      'sv',
    )
    expect(lines[0]).toBe('Lade till språket engelska')
    expect(lines.at(-1)).toBe('och 2 ändringar till')
  })

  it('tells a restore, the site’s creation and a save without changes apart', () => {
    const restore = entry({ restoredFrom: { siteVersion: 1, createdAt: '2026-04-30T08:05:00.000Z' } })
    expect(summaryLines(restore, false, t, 'sv')[0]).toBe(
      `Återställde versionen från ${versionTime('2026-04-30T08:05:00.000Z')}`,
    )
    expect(summaryLines(entry({}), true, t, 'sv')).toEqual(['Sidan skapades'])
    expect(summaryLines(entry({}), false, t, 'sv')[0]).toContain('Inga ändringar')
  })

  it('writes the time as YYYY-MM-DD HH:mm', () => {
    expect(versionTime('2026-04-30T08:05:00.000Z')).toMatch(/^2026-04-30 \d\d:05$/)
  })
})
