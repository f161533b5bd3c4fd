import { describe, expect, it } from 'vitest'
import { brandInfo } from '../brands.ts'
import { templatesForBrand } from '../design/design-templates.ts'
import type { SiteModule } from '../modules/registry.ts'
import { type SiteV2, siteContentSchema, type WizardData } from '../site/schema.ts'
import { generateSite, START_WIZARD_ID } from './generate-site.ts'
import { WIZARD_SAMPLE_TEXTS } from './sample-texts.ts'
import {
  CHILDREN_CHOICES,
  completeWizardData,
  DRESS_CODES,
  GIFTS_CHOICES,
  wizardDefaults,
} from './wizard-data.ts'

const NOW = new Date(2026, 10, 25, 10, 30)
const wedding = brandInfo('wedding', 'se')

function idMaker() {
  let n = 0
  return (prefix: string) => `${prefix}-${++n}`
}

function generate(data: WizardData, info = wedding): SiteV2 {
  return generateSite(data, { brandInfo: info, now: NOW, newId: idMaker() })
}

function texts(site: SiteV2): SiteModule[] {
  return site.siteModules.filter((m) => m.siteModuleType === 'Text')
}

function moduleWithTitle(site: SiteV2, title: string) {
  const found = site.siteModules.find((m) => 'title' in m && m.title?.sv === title)
  if (!found) throw new Error(`no module titled ${title}`)
  return found as SiteModule & { text?: Record<string, string> }
}

/** Schema-valid and complete: parsing adds nothing and removes nothing. */
function expectSchemaValid(site: SiteV2) {
  const parsed = siteContentSchema.safeParse(site)
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
  expect(parsed.data?.siteModules).toEqual(site.siteModules)
}

describe('wizard defaults (spec 000 section 4)', () => {
  it('are the day six months ahead at 15:00, sample names and place, standard, COCKTAIL, NO_CHILDREN, GIFTS, sv', () => {
    expect(wizardDefaults(NOW, 'se')).toEqual({
      name1: 'Anna',
      name2: 'Erik',
      location: 'Ulriksdals slott, Solna',
      dateStart: '2027-05-25T15:00',
      dateNotDecided: false,
      designTemplate: 'standard',
      languages: [{ languageCode: 'sv' }],
      dressCode: 'COCKTAIL',
      children: 'NO_CHILDREN',
      gifts: 'GIFTS',
    })
  })

  it('start in Danish with Danish samples on the Danish market', () => {
    const d = wizardDefaults(NOW, 'dk')
    expect(d.languages).toEqual([{ languageCode: 'da' }])
    expect([d.name1, d.name2]).toEqual(['Sofie', 'Mads'])
  })

  it('apply after the empty values are dropped', () => {
    const defaults = wizardDefaults(NOW, 'se')
    const complete = completeWizardData(
      { name1: '  ', name2: 'Kim', location: '', languages: [], dressCode: 'BLACK_TIE' },
      defaults,
    )
    expect(complete.name1).toBe('Anna')
    expect(complete.name2).toBe('Kim')
    expect(complete.location).toBe(defaults.location)
    expect(complete.languages).toEqual([{ languageCode: 'sv' }])
    expect(complete.dressCode).toBe('BLACK_TIE')
  })

  it('keep the date empty when it is not decided', () => {
    const complete = completeWizardData(
      { dateNotDecided: true, dateStart: '2027-01-01T12:00' },
      wizardDefaults(NOW, 'se'),
    )
    expect(complete.dateStart).toBe('')
  })
})

describe('generateSite', () => {
  it('is a quick-start site with id START-WIZARD on the demo host, inactive, holding the complete wizard data', () => {
    const site = generate({})
    expect(site._id).toBe(START_WIZARD_ID)
    expect(site.active).toBe(false)
    expect(site.quickStart).toBe(true)
    expect(site.host).toBe('demo.brollopssida.se')
    expect(site.wizardData).toEqual(wizardDefaults(NOW, 'se'))
    expectSchemaValid(site)
  })

  it('has a header with the names, the day and the place, and a sample image in four sizes', () => {
    const site = generate({
      name1: 'Lisa',
      name2: 'Omar',
      location: 'Göteborg',
      dateStart: '2027-06-12T14:30',
    })
    const header = site.siteModules[0]
    expect(header?.siteModuleType).toBe('Header')
    if (header?.siteModuleType !== 'Header') return
    expect(header.title).toEqual({ sv: 'Lisa & Omar' })
    // The words between day and time are the runtime's (ICU): 'kl.' in recent versions.
    expect(header.secondLine?.sv).toMatch(/^Lördag 12 juni 2027 .*14:30 · Göteborg$/)
    expect(header.image?.image?.sizes.map((s) => s.size)).toEqual([1600, 1200, 800, 600])
    const countdown = site.siteModules.find((m) => m.siteModuleType === 'Countdown')
    expect(countdown && 'countdownDate' in countdown && countdown.countdownDate).toBe('2027-06-12T14:30')
    const location = site.siteModules.find((m) => m.siteModuleType === 'Location')
    expect(location?.siteModuleType === 'Location' && location.map?.location).toBe('Göteborg')
  })

  it('says the date is to come and has no countdown when the date is not decided', () => {
    const site = generate({ dateNotDecided: true, location: 'Malmö' })
    const header = site.siteModules[0]
    expect(header?.siteModuleType === 'Header' && header.secondLine?.sv).toBe('Datum kommer snart · Malmö')
    expect(site.siteModules.some((m) => m.siteModuleType === 'Countdown')).toBe(false)
    expectSchemaValid(site)
  })

  it('has an RSVP for up to 5 guests and a speech sign-up advising about 5 minutes', () => {
    const site = generate({})
    const rsvp = site.siteModules.find((m) => m.siteModuleType === 'Rsvp')
    expect(rsvp?.siteModuleType === 'Rsvp' && rsvp.maxNumberOfGuests).toBe(5)
    const form = site.siteModules.find((m) => m.siteModuleType === 'Form')
    expect(form?.siteModuleType === 'Form' && form.text?.sv).toContain('5 minuter')
  })

  it.each(DRESS_CODES)(
    'writes the sample text of dress code %s (OTHER and NOT_DECIDED as COCKTAIL)',
    (dressCode) => {
      const site = generate({ dressCode })
      const expected = dressCode === 'OTHER' || dressCode === 'NOT_DECIDED' ? 'COCKTAIL' : dressCode
      expect(moduleWithTitle(site, 'Klädkod').text).toEqual({
        sv: WIZARD_SAMPLE_TEXTS.sv.dressCode[expected],
      })
      expectSchemaValid(site)
    },
  )

  it.each(CHILDREN_CHOICES)('writes the sample text of the children choice %s', (children) => {
    const site = generate({ children })
    expect(moduleWithTitle(site, 'Barn').text).toEqual({ sv: WIZARD_SAMPLE_TEXTS.sv.children[children] })
    expectSchemaValid(site)
  })

  it.each(GIFTS_CHOICES)('makes the gifts module of %s', (gifts) => {
    const site = generate({ gifts })
    const registry = site.siteModules.find((m) => m.siteModuleType === 'GiftRegistry')
    if (gifts === 'GIFTS' || gifts === 'OTHER' || gifts === 'NOT_DECIDED') {
      expect(registry).toBeDefined()
      expect(texts(site).some((m) => 'title' in m && m.title?.sv === 'Presenter')).toBe(false)
    } else {
      expect(registry).toBeUndefined()
      expect(moduleWithTitle(site, 'Presenter').text).toEqual({ sv: WIZARD_SAMPLE_TEXTS.sv.gifts[gifts] })
    }
    expectSchemaValid(site)
  })

  it.each(['sv', 'en', 'da'] as const)('writes every text in %s by hand', (language) => {
    const site = generate({ languages: [{ languageCode: language }], dressCode: 'BLACK_TIE' })
    expect(site.availableLanguages).toEqual([{ languageCode: language }])
    const dress = site.siteModules.find(
      (m) => 'text' in m && m.text?.[language] === WIZARD_SAMPLE_TEXTS[language].dressCode.BLACK_TIE,
    )
    expect(dress).toBeDefined()
    expectSchemaValid(site)
  })

  it('writes other languages in English and fills every text in every chosen language', () => {
    const languages = ['sv', 'en', 'da', 'de', 'fi'].map((languageCode) => ({ languageCode }))
    const site = generate({ languages, children: 'CHILDREN_WELCOME' })
    expect(site.availableLanguages).toEqual(languages)
    const children = moduleWithTitle(site, 'Barn')
    expect(children.text?.de).toBe(WIZARD_SAMPLE_TEXTS.en.children.CHILDREN_WELCOME)
    expect(children.text?.fi).toBe(WIZARD_SAMPLE_TEXTS.en.children.CHILDREN_WELCOME)
    expect(children.text?.da).toBe(WIZARD_SAMPLE_TEXTS.da.children.CHILDREN_WELCOME)
    for (const module of site.siteModules) {
      if ('title' in module && module.title)
        expect(Object.keys(module.title).sort()).toEqual(['da', 'de', 'en', 'fi', 'sv'])
    }
    const header = site.siteModules[0]
    expect(header?.siteModuleType === 'Header' && header.secondLine?.de).toMatch(/^Dienstag, 25\. Mai 2027/)
    expectSchemaValid(site)
  })

  it.each(templatesForBrand('wedding').map((t) => t.name))('applies the design of template %s', (name) => {
    const site = generate({ designTemplate: name, name1: 'A', name2: 'B' })
    expect(site.mostRecentSelectedDesignTemplate).toBe(name)
    if (site.eventLogo) expect([site.eventLogo.name1, site.eventLogo.name2]).toEqual(['A', 'B'])
    expectSchemaValid(site)
  })

  it('falls back to the standard template for an unknown one', () => {
    expect(generate({ designTemplate: 'nope' }).mostRecentSelectedDesignTemplate).toBe('standard')
  })

  it('gives every module and item a distinct id', () => {
    const ids = generate({}).siteModules.map((m) => m.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
