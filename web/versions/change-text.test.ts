import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import type { SiteVersionListItem } from '#domain/site/version-summary.ts'
import da from '#web/i18n/da.json'
import en from '#web/i18n/en.json'
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

  it('names who saved first, one sentence per change, in Swedish, English and Danish', async () => {
    const named = entry({
      by: 'Erik',
      changes: [
        { kind: 'settingsChanged', moduleId: 'r', moduleType: 'Rsvp' },
        { kind: 'moduleAdded', moduleId: 'g', moduleType: 'GiftRegistry' },
      ],
    })
    expect(summaryLines(named, false, t, 'sv')).toEqual([
      'Erik ändrade inställningar i OSA',
      'Erik lade till Önskelista',
    ])
    const other = i18next.createInstance()
    await other.init({ lng: 'en', resources: { en: { translation: en }, da: { translation: da } } })
    expect(summaryLines(named, false, other.t, 'en')[0]).toBe('Erik changed settings in RSVP')
    await other.changeLanguage('da')
    expect(summaryLines(named, false, other.t, 'da')[1]).toBe('Erik tilføjede Ønskeliste')
    const restore = entry({ by: 'Anna', restoredFrom: { siteVersion: 1, createdAt: null } })
    expect(summaryLines(restore, false, t, 'sv')).toEqual(['Anna återställde en tidigare version'])
    expect(summaryLines(entry({ by: 'anna@example.se' }), true, t, 'sv')).toEqual([
      'anna@example.se skapade sidan',
    ])
  })

  it('writes the time as YYYY-MM-DD HH:mm', () => {
    expect(versionTime('2026-04-30T08:05:00.000Z')).toMatch(/^2026-04-30 \d\d:05$/)
  })
})
