import { describe, expect, it } from 'vitest'
import type { SiteModule } from '../modules/registry.ts'
import { type SiteContent, siteContentSchema } from './schema.ts'
import { summarizeChange } from './version-summary.ts'

const header: SiteModule = {
  id: 'h',
  siteModuleType: 'Header',
  hide: false,
  hideInMenu: true,
  verticalAlignment: 0,
  title: { sv: 'Lisa & Johan', en: 'Lisa & Johan' },
}
const text: SiteModule = {
  id: 't',
  siteModuleType: 'Text',
  hide: false,
  hideInMenu: false,
  title: { sv: 'Välkomna', en: 'Welcome' },
  text: { sv: '<p>Hej</p>', en: '<p>Hi</p>' },
}
const other: SiteModule = { ...text, id: 'o', title: { sv: 'Hitta hit' } }

function site(overrides: Partial<SiteContent> = {}): SiteContent {
  return siteContentSchema.parse({
    availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
    siteModules: [header, text, other],
    ...overrides,
  })
}

describe('summarizeChange', () => {
  it('says nothing of a site’s first version or of a save that changed nothing', () => {
    expect(summarizeChange(null, site())).toEqual([])
    expect(summarizeChange(site(), site())).toEqual([])
  })

  it('names a module added and one removed', () => {
    const after = site({ siteModules: [header, text] })
    expect(summarizeChange(site(), after)).toEqual([
      { kind: 'moduleRemoved', moduleId: 'o', moduleType: 'Text' },
    ])
    expect(summarizeChange(after, site())).toEqual([
      { kind: 'moduleAdded', moduleId: 'o', moduleType: 'Text' },
    ])
  })

  it('names only the module that moved, not the ones it passed', () => {
    const after = site({ siteModules: [text, other, header] })
    expect(summarizeChange(site(), after)).toEqual([
      { kind: 'moduleMoved', moduleId: 'h', moduleType: 'Header' },
    ])
  })

  it('tells hiding from showing', () => {
    const hidden = site({ siteModules: [header, { ...text, hide: true }, other] })
    expect(summarizeChange(site(), hidden)).toEqual([
      { kind: 'moduleHidden', moduleId: 't', moduleType: 'Text' },
    ])
    expect(summarizeChange(hidden, site())).toEqual([
      { kind: 'moduleShown', moduleId: 't', moduleType: 'Text' },
    ])
  })

  it('names the languages whose texts changed, by module', () => {
    const after = site({
      siteModules: [header, { ...text, text: { sv: '<p>Hej alla</p>', en: '<p>Hello</p>' } }, other],
    })
    expect(summarizeChange(site(), after)).toEqual([
      { kind: 'textChanged', moduleId: 't', moduleType: 'Text', languages: ['en', 'sv'] },
    ])
    const titleOnly = site({
      siteModules: [{ ...header, title: { sv: 'Lisa och Johan', en: 'Lisa & Johan' } }, text, other],
    })
    expect(summarizeChange(site(), titleOnly)).toEqual([
      { kind: 'textChanged', moduleId: 'h', moduleType: 'Header', languages: ['sv'] },
    ])
  })

  it('counts a text given for the first time as a text change', () => {
    const after = site({
      siteModules: [header, text, { ...other, title: { sv: 'Hitta hit', en: 'Getting there' } }],
    })
    expect(summarizeChange(site(), after)).toEqual([
      { kind: 'textChanged', moduleId: 'o', moduleType: 'Text', languages: ['en'] },
    ])
  })

  it('tells a module’s other settings from its texts', () => {
    const after = site({ siteModules: [{ ...header, verticalAlignment: 1 }, text, other] })
    expect(summarizeChange(site(), after)).toEqual([
      { kind: 'settingsChanged', moduleId: 'h', moduleType: 'Header' },
    ])
  })

  it('names each part of the design that changed', () => {
    const before = site()
    const after = site({
      theme: 'theme9',
      fonts: { heading: 'Lora', text: 'Arial' },
      mostRecentSelectedDesignTemplate: 'classic',
    })
    expect(summarizeChange(before, after)).toEqual([
      { kind: 'designChanged', parts: ['template', 'theme', 'fonts'] },
    ])
    const colours = site({ colorScheme: { ...before.colorScheme, primary: { h: 1, s: 2, l: 3, a: 1 } } })
    expect(summarizeChange(before, colours)).toEqual([{ kind: 'designChanged', parts: ['colours'] }])
    const graphicAndLogo = site({
      siteGraphic: 'eucalyptus',
      eventLogo: { name: 'RelaxedByHand', name1: 'L', name2: 'J' },
    })
    expect(summarizeChange(before, graphicAndLogo)).toEqual([
      { kind: 'designChanged', parts: ['graphic', 'logo'] },
    ])
  })

  it('names languages added and removed', () => {
    const svOnly = site({ availableLanguages: [{ languageCode: 'sv' }] })
    expect(summarizeChange(svOnly, site())).toEqual([{ kind: 'languageAdded', languageCode: 'en' }])
    expect(summarizeChange(site(), svOnly)).toEqual([{ kind: 'languageRemoved', languageCode: 'en' }])
  })

  it('lists several changes of one save in the page’s order', () => {
    const after = site({
      availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }, { languageCode: 'da' }],
      siteModules: [header, { ...text, hide: true, title: { sv: 'Välkommen', en: 'Welcome' } }],
    })
    expect(summarizeChange(site(), after).map((c) => c.kind)).toEqual([
      'languageAdded',
      'moduleHidden',
      'textChanged',
      'moduleRemoved',
    ])
  })
})
