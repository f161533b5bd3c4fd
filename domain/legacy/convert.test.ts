import { describe, expect, it } from 'vitest'
import type { SiteModule } from '../modules/registry.ts'
import { moduleSlugs } from '../site/slugs.ts'
import { parseStoredSite } from '../site/stored.ts'
import { lowerQuestionsShown } from './conditions.ts'
import { legacyToV2 } from './convert.ts'
import { LEGACY_DEFAULTS, legacyCountdownLocal } from './defaults.ts'
import party from './fixtures/party-site.json' with { type: 'json' }
import site from './fixtures/wedding-site.json' with { type: 'json' }
import {
  LEGACY_MODULE_TYPES,
  type LegacyPropertiesOf,
  legacySiteSchema,
  propertiesList,
  propertiesObject,
} from './schema.ts'
import { legacySlugs } from './slugs.ts'
import { isStoredLegacy, readStoredLegacy, storeLegacySite } from './stored.ts'

const legacy = legacySiteSchema.parse(site)
const v2 = legacyToV2(legacy, 'sv')
const byId = (id: string) => v2.siteModules.find((m) => m.id === id) as SiteModule & Record<string, unknown>

describe('the legacy shape', () => {
  it('the fixture has every legacy module type', () => {
    expect(new Set(legacy.modules.map((m) => m.module))).toEqual(new Set(LEGACY_MODULE_TYPES))
  })

  it('reads properties from the wire key/value list and writes them back', () => {
    const list = [
      { key: 'title', value: 'OSA' },
      { key: 'maxNumberOfPersons', value: 3 },
    ]
    expect(propertiesObject(list)).toEqual({ title: 'OSA', maxNumberOfPersons: 3 })
    expect(propertiesList({ title: 'OSA', maxNumberOfPersons: 3 })).toEqual(list)
  })

  it('fills the legacy defaults', () => {
    const bare = legacySiteSchema.parse({
      modules: [
        { module: 'RSVP3', _id: 'r', properties: [{ key: 'customTextFieldsAbove', value: [{ id: 'f' }] }] },
        {
          module: 'RSVP3',
          _id: 'r2',
          properties: [{ key: 'customMultipleRadioGroups', value: [{ id: 'g', options: [] }] }],
        },
      ],
    })
    expect(bare.fonts).toEqual({ heading: 'Playfair Display', text: 'Arial' })
    const rsvp = bare.modules[0]?.properties as LegacyPropertiesOf<'RSVP3'>
    expect(rsvp.customTextFieldsAbove[0]).toMatchObject({
      label: 'Text som beskriver fältet',
      mandatory: false,
    })
    expect(
      (bare.modules[1]?.properties as LegacyPropertiesOf<'RSVP3'> | undefined)?.customMultipleRadioGroups[0]
        ?.label,
    ).toBe('En fråga att svara på?')
    const converted = legacyToV2(bare)
    expect(converted.siteModules[0]).toMatchObject({ maxNumberOfGuests: LEGACY_DEFAULTS.maxNumberOfPersons })
    expect(LEGACY_DEFAULTS.countdown).toEqual({
      textDays: 'dagar',
      textHours: 'timmar',
      textMinutes: 'minuter',
      textSeconds: 'sekunder',
    })
  })

  it('names the module and property of a malformed document', () => {
    const bad = structuredClone(site) as { modules: { properties: { key: string; value: unknown }[] }[] }
    bad.modules[2]?.properties.push({ key: 'maxNumberOfPersons', value: 'fem' })
    const result = legacySiteSchema.safeParse(bad)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path.join('.')).toBe('modules.2.properties.maxNumberOfPersons')
    const unknown = legacySiteSchema.safeParse({ modules: [{ module: 'Gallery', _id: 'x', properties: [] }] })
    expect(unknown.error?.issues[0]?.message).toContain('okänd modultyp: Gallery')
  })

  it('checks the countdown format', () => {
    expect(legacyCountdownLocal('2027-06-14 15:00')).toBe('2027-06-14T15:00')
    expect(legacyCountdownLocal('14/6 2027')).toBeNull()
  })
})

describe('the conditional lower questions', () => {
  const rsvp = legacy.modules.find((m) => m.module === 'RSVP3')?.properties as LegacyPropertiesOf<'RSVP3'>
  it('show only when the chosen answer is the configured one', () => {
    expect(lowerQuestionsShown(rsvp, new Map([['rgComing', 'optYes']]))).toBe(true)
    expect(lowerQuestionsShown(rsvp, new Map([['rgComing', 'optNo']]))).toBe(false)
    expect(lowerQuestionsShown(rsvp, new Map())).toBe(false)
  })
  it('always show when the question or the answer was removed', () => {
    const noQuestion = { ...rsvp, customMultipleRadioGroups: [] }
    expect(lowerQuestionsShown(noQuestion, new Map())).toBe(true)
    const noAnswer = { ...rsvp, conditionShowTextFieldsBelow: { question: 'rgComing', answer: 'Kanske' } }
    expect(lowerQuestionsShown(noAnswer, new Map([['rgComing', 'optNo']]))).toBe(true)
  })
})

describe('conversion to V2', () => {
  it('converts every module type, keeping ids, order and hidden flags', () => {
    expect(v2.siteModules.map((m) => [m.id, m.siteModuleType, m.hide])).toEqual([
      ['mod-header', 'Header', false],
      ['mod-text', 'Text', false],
      ['mod-rsvp', 'Rsvp', false],
      ['mod-speech', 'Form', false],
      ['mod-location', 'Location', false],
      ['mod-imagetext', 'ImageAndText', false],
      ['mod-list', 'TextAndImageList', false],
      ['mod-people', 'PeopleList', false],
      ['mod-video', 'Video', false],
      ['mod-countdown', 'Countdown', false],
      ['mod-gifts', 'GiftRegistry', false],
      ['mod-hidden', 'Text', true],
    ])
    expect(v2.fonts).toEqual({ heading: 'Playfair Display', text: 'Arial' })
    expect(v2.theme).toBe('theme7')
    expect(v2.availableLanguages).toEqual([{ languageCode: 'sv' }])
  })

  it('puts every text under the site language', () => {
    expect(byId('mod-header')).toMatchObject({
      title: { sv: 'Anna & Johan' },
      secondLine: { sv: 'gifter sig 14 juni 2027' },
      verticalAlignment: 1,
      menuTitle: { sv: 'Välkommen' },
      hideInMenu: true,
      image: {
        userSelectedImageSize: 'LARGE',
        image: { fileName: 'church-1600.jpg', path: '/media/demo/' },
      },
    })
    expect(byId('mod-text')).toMatchObject({
      text: { sv: '<p>Vi ses i <strong>Sigtuna</strong>. Klädsel: kavaj.</p>' },
    })
    expect(legacyToV2(legacy, 'da').siteModules[1]).toMatchObject({ title: { da: 'Välkomna på bröllop!' } })
  })

  it('turns RSVP3 into an Rsvp with its questions and the lower questions conditional', () => {
    const rsvp = byId('mod-rsvp')
    expect(rsvp).toMatchObject({
      maxNumberOfGuests: 3,
      guestIndexTitle: { sv: 'Gäst' },
      selectNumberOfGuestsText: { sv: 'Hur många är ni?' },
      sendButton: { sv: 'Skicka OSA' },
    })
    const condition = [{ type: 'SHOW', formElementId: 'rgComing', formElementOptionIds: ['optYes'] }]
    expect((rsvp as { form: { formElements: unknown[] } }).form.formElements).toEqual([
      {
        id: 'tfName',
        formElementType: 'ShortText',
        label: { sv: 'Namn' },
        required: true,
        showConditions: [],
      },
      {
        id: 'tfPhone',
        formElementType: 'ShortText',
        label: { sv: 'Telefon' },
        required: false,
        showConditions: [],
      },
      {
        id: 'rgComing',
        formElementType: 'SingleSelect',
        label: { sv: 'Kommer du?' },
        required: true,
        options: [
          { id: 'optYes', text: { sv: 'Ja' } },
          { id: 'optNo', text: { sv: 'Nej' } },
        ],
        showConditions: [],
      },
      {
        id: 'rgDinner',
        formElementType: 'SingleSelect',
        label: { sv: 'Vill du ha vegetarisk mat?' },
        required: true,
        options: [
          { id: 'optVegYes', text: { sv: 'Ja' } },
          { id: 'optVegNo', text: { sv: 'Nej' } },
        ],
        showConditions: condition,
      },
      {
        id: 'tfAllergy',
        formElementType: 'ShortText',
        label: { sv: 'Allergier' },
        required: false,
        showConditions: condition,
      },
    ])
  })

  it('turns Speech2 into a Form and the mail receivers into form recipients', () => {
    expect(byId('mod-speech')).toMatchObject({
      // The legacy speech module is the site's sign-up form (issue 33); its questions keep their labels.
      isSignUpForm: true,
      showFormButton: { sv: 'Anmäl tal' },
      confirmationText: { sv: 'Tack för att du anmält dig att tala' },
      form: {
        formElements: [
          { id: 'spName', required: true },
          { id: 'spAbout', required: false },
        ],
      },
    })
    expect(v2.formRecipients).toEqual([
      { formId: 'mod-rsvp', recipients: ['anna@example.se', 'johan@example.se'] },
      { formId: 'mod-speech', recipients: ['toastmaster@example.se'] },
    ])
  })

  it('keeps lists, map, video, countdown and gift item ids', () => {
    expect(byId('mod-location')).toMatchObject({
      map: { location: 'Sigtuna kyrka', zoom: 14, markerColor: '#1a73e8', mapTheme: 'SILVER' },
      image: { fileName: 'manor-1600.jpg' },
    })
    expect(byId('mod-list')).toMatchObject({
      list: [
        { id: 'li1', title: { sv: '15.00 Vigsel' }, image: null },
        { id: 'li2', image: { fileName: 'manor-1600.jpg' } },
      ],
    })
    expect(byId('mod-people')).toMatchObject({ list: [{ id: 'pe1', name: { sv: 'Karin Berg' } }] })
    expect(byId('mod-video')).toMatchObject({
      video: { videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    })
    expect(byId('mod-countdown')).toMatchObject({ countdownDate: '2027-06-14T15:00' })
    expect(byId('mod-gifts')).toMatchObject({
      showGiftRegistryButton: { sv: 'Visa önskelista' },
      giftRegistry: [
        { id: 'giftRegistryItemA1b2c3', quantity: 1, reservable: true, link: 'https://example.se/vas' },
        { id: 'giftRegistryItemPlates9', quantity: 6 },
        { id: 'giftRegistryItemTrip', reservable: false },
      ],
    })
  })

  it('is what V2 readers see of a stored legacy document', () => {
    const text = storeLegacySite(legacy, 'sv')
    expect(isStoredLegacy(text)).toBe(true)
    expect(text).not.toContain('giftRegistryReservations')
    expect(readStoredLegacy(text).site.modules).toHaveLength(12)
    const { revision: _r, ...parsed } = parseStoredSite(text)
    expect(parsed).toEqual(v2)
  })
})

describe('what the upgrade keeps of the party fixture', () => {
  const legacyParty = legacySiteSchema.parse(party)
  const converted = legacyToV2(legacyParty, 'sv')
  const module = (id: string) =>
    converted.siteModules.find((m) => m.id === id) as SiteModule & Record<string, unknown>

  it("keeps the countdown's own unit words, leaving the defaults to V2's words", () => {
    expect(module('p-countdown')).toMatchObject({
      countdownDate: '2027-03-20T18:00',
      textDays: { sv: 'dygn' },
      textMinutes: { sv: 'min' },
      textSeconds: { sv: 'sek' },
    })
    expect(module('p-countdown').textHours).toBeUndefined()
    expect(module('mod-countdown')).toBeUndefined()
    expect(byId('mod-countdown')).not.toHaveProperty('textDays')
  })

  it('keeps every anchor the legacy page had, in V2 too', () => {
    expect(module('p-text').legacySlug).toBe('plats')
    expect(module('p-untitled').legacySlug).toBe('ej-namngivet')
    expect(module('p-rsvp').legacySlug).toBe('osa')
    // Where the V2 title gives the same anchor there is nothing to keep.
    expect(module('p-countdown')).not.toHaveProperty('legacySlug')
    expect(v2.siteModules.filter((m) => m.legacySlug)).toEqual([])
    const before = legacySlugs(legacyParty.modules)
    const after = moduleSlugs(converted.siteModules, 'sv')
    expect(Object.fromEntries(after)).toEqual(before)
  })

  it('makes a one-person RSVP3 shown at once a one-guest V2 RSVP with its form at once', () => {
    expect(module('p-rsvp')).toMatchObject({
      siteModuleType: 'Rsvp',
      maxNumberOfGuests: 1,
      openFormForOneGuest: true,
    })
    const changed = (key: string, value: unknown) => {
      const copy = structuredClone(party)
      const property = copy.modules[2]?.properties.find((p) => p.key === key)
      if (!property) throw new Error(`the fixture's RSVP has no ${key}`)
      property.value = value as never
      return legacyToV2(legacySiteSchema.parse(copy)).siteModules[2]
    }
    // Off, the one guest's button stays.
    const off = changed('showRSVPFormWhenOnlyOnePerson', false)
    expect(off).toMatchObject({ maxNumberOfGuests: 1 })
    expect(off).not.toHaveProperty('openFormForOneGuest')
    // With more persons allowed the legacy page ignores the flag, and so does V2.
    const three = changed('maxNumberOfPersons', 3)
    expect(three).toMatchObject({ maxNumberOfGuests: 3 })
    expect(three).not.toHaveProperty('openFormForOneGuest')
  })
})

describe('legacy anchors', () => {
  it('keep the stored slug, else the menu title, else ej-namngivet, made unique', () => {
    expect(
      legacySlugs([
        { id: 'a', slug: 'osa', menuTitle: 'OSA' },
        { id: 'b', menuTitle: 'Plats & tid' },
        { id: 'c' },
        { id: 'd', slug: '' },
        { id: 'e', slug: 'osa' },
      ]),
    ).toEqual({ a: 'osa', b: 'plats-och-tid', c: 'ej-namngivet', d: 'ej-namngivet-2', e: 'osa-2' })
  })
})
