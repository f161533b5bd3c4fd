import { describe, expect, it } from 'vitest'
import { siteContentSchema } from './schema.ts'
import {
  parseStoredSite,
  parseStoredSiteLeniently,
  parseStoredWizardData,
  STORED_SITE_VERSION,
  StoredSiteError,
  storeSiteContent,
  type UpgradeChain,
} from './stored.ts'

const content = siteContentSchema.parse({
  availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
  siteModules: [{ id: 't', siteModuleType: 'Text', hide: false, hideInMenu: false, title: { sv: 'Hej' } }],
})

describe('stored site documents', () => {
  it('reads back what was stored, marked with the current version', () => {
    const text = storeSiteContent(content)
    expect(JSON.parse(text).storedVersion).toBe(STORED_SITE_VERSION)
    expect(parseStoredSite(text)).toEqual(content)
  })

  it('reads a document stored before versions were recorded as the current shape, with defaults filled in', () => {
    const { formRecipients: _r, fonts: _f, ...older } = content
    const parsed = parseStoredSite(JSON.stringify(older))
    expect(parsed.formRecipients).toEqual([])
    expect(parsed.fonts).toEqual({ heading: 'Playfair Display', text: 'Open Sans' })
    expect(parsed.siteModules).toEqual(content.siteModules)
  })

  it('takes an older document through each upgrade step in turn', () => {
    const chain: UpgradeChain = {
      0: { to: 1, upgrade: ({ languages, ...rest }) => ({ ...rest, availableLanguages: languages }) },
      1: {
        to: 2,
        upgrade: (document) => ({ ...document, mostRecentSelectedDesignTemplate: 'upgraded' }),
      },
    }
    const old = JSON.stringify({ storedVersion: 0, languages: [{ languageCode: 'da' }], siteModules: [] })
    const parsed = parseStoredSite(old, chain, 2)
    expect(parsed.availableLanguages).toEqual([{ languageCode: 'da' }])
    expect(parsed.mostRecentSelectedDesignTemplate).toBe('upgraded')
    expect(parsed).not.toHaveProperty('storedVersion')
  })

  it('refuses, with a clear error, what cannot be read or upgraded', () => {
    expect(() => parseStoredSite('{"siteModules": [')).toThrow(/not JSON/)
    expect(() => parseStoredSite('[]')).toThrow(/not an object/)
    expect(() => parseStoredSite('{"storedVersion": 1}')).toThrow(/version 1, which cannot be upgraded/)
    expect(() => parseStoredSite('{"storedVersion": "2"}')).toThrow(/invalid version/)
    expect(() => parseStoredSite('{"siteModules": [{"siteModuleType": "Nope"}]}')).toThrow(
      /does not match version 2: siteModules\.0/,
    )
    expect(() => parseStoredSite('null')).toThrow(StoredSiteError)
  })

  it('keeps wizard answers that fit and drops the rest', () => {
    expect(parseStoredWizardData(null)).toBeNull()
    expect(parseStoredWizardData('{"name1":"Lisa"}')).toEqual({ name1: 'Lisa' })
    expect(parseStoredWizardData('{"name1": 5}')).toBeNull()
  })

  it('leaves out, and names, each stored module that breaks its schema; the strict reader refuses', () => {
    const good = content.siteModules[0]
    const text = storeSiteContent({
      ...content,
      siteModules: [
        good,
        { ...good, id: 'long', text: { sv: 'x'.repeat(100_001) } },
        { id: 'odd', siteModuleType: 'NoSuchType' },
        { ...good, title: { sv: 'samma id' } },
      ] as never,
    })
    const read = parseStoredSiteLeniently(text)
    expect(read.content.siteModules).toEqual([good])
    expect(read.dropped).toEqual([
      { index: 1, id: 'long', type: 'Text', reason: expect.stringContaining('text.sv') },
      { index: 2, id: 'odd', type: 'NoSuchType', reason: expect.any(String) },
      { index: 3, id: 't', type: 'Text', reason: 'a module before it has the same id' },
    ])
    expect(() => parseStoredSite(text)).toThrow(StoredSiteError)
    expect(parseStoredSiteLeniently(storeSiteContent(content))).toEqual({ content, dropped: [] })
    expect(() => parseStoredSiteLeniently('{"availableLanguages": []}')).toThrow(StoredSiteError)
  })
})
